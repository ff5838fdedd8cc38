// Relaxation on a 1-D field held in std::vector, with a templated owning buffer class
// (new[]/delete[]) for the input, a small class hierarchy and printf output.
#include <cstdio>
#include <cstdlib>
#include <vector>

template <typename T>
class Buffer {
  public:
    explicit Buffer(int n) : n_(n), data_(new T[n]) {}
    ~Buffer() { delete[] data_; }
    Buffer(const Buffer &) = delete;
    Buffer &operator=(const Buffer &) = delete;
    T &operator[](int i) { return data_[i]; }
    const T &operator[](int i) const { return data_[i]; }
    int size() const { return n_; }

  private:
    int n_;
    T *data_;
};

class Source {
  public:
    virtual ~Source() {}
    virtual double value(int i) const = 0;
};

class Sawtooth : public Source {
  public:
    explicit Sawtooth(int period) : period_(period) {}
    double value(int i) const override { return (i % period_) * 0.5; }

  private:
    int period_;
};

template <typename T>
T total(const std::vector<T> &v) {
    T s = T();
    for (const T &x : v) s += x;
    return s;
}

// The kernel: Jacobi sweeps; each sweep writes a fresh vector, then swaps it in.
void relax(std::vector<double> &v, int sweeps) {
    const int n = static_cast<int>(v.size());
    for (int s = 0; s < sweeps; s++) {           // corpus:sweep-loop
        std::vector<double> next(v.size());
        next[0] = v[0];
        next[n - 1] = v[n - 1];
        for (int i = 1; i < n - 1; i++)          // corpus:cell-loop
            next[i] = 0.5 * (v[i - 1] + v[i + 1]);
        v.swap(next);
    }
}

int main(int argc, char **argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s config.txt\n", argv[0]);
        return 1;
    }
    std::FILE *f = std::fopen(argv[1], "r");
    int n, sweeps, period;
    if (!f || std::fscanf(f, "%d %d %d", &n, &sweeps, &period) != 3 || n < 3 || period <= 0) {
        std::fprintf(stderr, "%s: expected 'n sweeps period'\n", argv[1]);
        return 1;
    }
    std::fclose(f);
    Source *src = new Sawtooth(period);
    Buffer<double> init(n);
    for (int i = 0; i < n; i++) init[i] = src->value(i);
    delete src;
    std::vector<double> field(init.size());
    for (int i = 0; i < init.size(); i++) field[i] = init[i];
    relax(field, sweeps);
    std::printf("n %d sweeps %d checksum %.10f probe %.10f\n", n, sweeps, total(field), field[n / 3] + field[n / 2]);
    return 0;
}
