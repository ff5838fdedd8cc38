/* Score every word of a text (argv[1]) with per-letter weights (argv[2]): string
 * processing on const char*, strtok, ctype, and a static kernel called once per word. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static double score_word(const char *w, const double *weights) {
    double s = 0.0;
    int len = 0;
    for (const char *p = w; *p; p++) {           /* corpus:letter-loop */
        if (isalpha((unsigned char)*p)) {
            s += weights[tolower((unsigned char)*p) - 'a'];
            len++;
        }
    }
    return len ? s / len : 0.0;
}

static char *slurp(const char *path, long *size) {
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    *size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)*size + 1);
    if (fread(buf, 1, (size_t)*size, f) != (size_t)*size) {
        free(buf);
        fclose(f);
        return NULL;
    }
    buf[*size] = '\0';
    fclose(f);
    return buf;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s text.txt weights.txt\n", argv[0]);
        return 1;
    }
    double weights[26];
    FILE *wf = fopen(argv[2], "r");
    if (!wf) {
        perror(argv[2]);
        return 1;
    }
    for (int k = 0; k < 26; k++)
        if (fscanf(wf, "%lf", &weights[k]) != 1) {
            fprintf(stderr, "%s: weight %d missing\n", argv[2], k);
            return 1;
        }
    fclose(wf);
    long size = 0;
    char *text = slurp(argv[1], &size);
    if (!text) {
        perror(argv[1]);
        return 1;
    }
    int words = 0;
    double total = 0.0, best = -1.0;
    char best_word[64] = "";
    for (char *w = strtok(text, " \t\r\n"); w; w = strtok(NULL, " \t\r\n")) {
        double s = score_word(w, weights);
        total += s;
        words++;
        if (s > best) {
            best = s;
            strncpy(best_word, w, sizeof best_word - 1);
        }
    }
    printf("words %d total %.6f best %s %.6f\n", words, total, best_word, best);
    free(text);
    return 0;
}
