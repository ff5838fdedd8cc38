// Summary statistics of a sample read with std::ifstream and printed with std::cout;
// the kernel lives in a namespace and is named by its C++ name (stats::moments).
#include <fstream>
#include <iomanip>
#include <iostream>
#include <vector>

namespace stats {

// Mean and (population) variance in one pass of sums.
double moments(const double *x, int n, double *var) {
    double s = 0.0, s2 = 0.0;
    for (int i = 0; i < n; i++) {                // corpus:sum-loop
        s += x[i];
        s2 += x[i] * x[i];
    }
    double mean = s / n;
    *var = s2 / n - mean * mean;
    return mean;
}

class Sample {
  public:
    explicit Sample(const std::vector<double> &v) : n_(static_cast<int>(v.size())), data_(new double[v.size()]) {
        for (int i = 0; i < n_; i++) data_[i] = v[i];
    }
    ~Sample() { delete[] data_; }
    Sample(const Sample &) = delete;
    Sample &operator=(const Sample &) = delete;
    const double *data() const { return data_; }
    int size() const { return n_; }

  private:
    int n_;
    double *data_;
};

}  // namespace stats

int main(int argc, char **argv) {
    if (argc < 2) {
        std::cerr << "usage: " << argv[0] << " sample.txt\n";
        return 1;
    }
    std::ifstream in(argv[1]);
    if (!in) {
        std::cerr << argv[1] << ": cannot open\n";
        return 1;
    }
    std::vector<double> values;
    double x;
    while (in >> x) values.push_back(x);
    if (values.empty()) {
        std::cerr << argv[1] << ": no values\n";
        return 1;
    }
    stats::Sample *sample = new stats::Sample(values);
    double var = 0.0;
    double mean = stats::moments(sample->data(), sample->size(), &var);
    std::cout << "n " << sample->size() << std::fixed << std::setprecision(6) << " mean " << mean << " var "
              << var << std::endl;
    delete sample;
    return 0;
}
