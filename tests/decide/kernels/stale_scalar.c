/* Rodinia hotspot's single_iteration habit (issue 40): `delta` is declared before the
   chunk loop, and in the chunks on the border only the edge cells assign it; the
   interior cells of those chunks store the value the previous cell left. The
   sequential source carries `delta` from one iteration to the next (the chunk loop is
   sequential); the OpenMP version declares private(chunk, r, c, delta). */
#include <stdio.h>
#define ROWS 32
#define COLS 32
#define BR 8
#define BC 8
typedef float FLOAT;
static FLOAT temp[ROWS * COLS], power[ROWS * COLS], result[ROWS * COLS];

void single_iteration(FLOAT *result, FLOAT *temp, FLOAT *power, int row, int col,
                      FLOAT Cap_1, FLOAT Rx_1, FLOAT Ry_1, FLOAT Rz_1, FLOAT step) {
    FLOAT delta;
    int r, c, chunk;
    int num_chunk = row * col / (BR * BC);
    int chunks_in_row = col / BC;
    for (chunk = 0; chunk < num_chunk; ++chunk) { /* stale:chunk-loop */
        int r_start = BR * (chunk / chunks_in_row);
        int c_start = BC * (chunk % chunks_in_row);
        int r_end = r_start + BR > row ? row : r_start + BR;
        int c_end = c_start + BC > col ? col : c_start + BC;
        if (r_start == 0 || c_start == 0 || r_end == row || c_end == col) {
            for (r = r_start; r < r_start + BR; ++r) {
                for (c = c_start; c < c_start + BC; ++c) {
                    if (r == 0 || c == 0 || r == row - 1 || c == col - 1) {
                        delta = Cap_1 * (power[r * col + c] + (80.0f - temp[r * col + c]) * Rz_1);
                    }
                    result[r * col + c] = temp[r * col + c] + delta; /* stale:use */
                }
            }
            continue;
        }
        for (r = r_start; r < r_start + BR; ++r) { /* stale:interior-loop */
            for (c = c_start; c < c_start + BC; ++c) {
                result[r * col + c] = temp[r * col + c] +
                    (Cap_1 * (power[r * col + c] +
                              (temp[(r + 1) * col + c] + temp[(r - 1) * col + c] - 2.f * temp[r * col + c]) * Ry_1 +
                              (temp[r * col + c + 1] + temp[r * col + c - 1] - 2.f * temp[r * col + c]) * Rx_1 +
                              (80.0f - temp[r * col + c]) * Rz_1));
            }
        }
    }
}

int main(void) {
    for (int i = 0; i < ROWS * COLS; i++) { temp[i] = 320.0f + (i % 13); power[i] = (i % 7) * 0.01f; }
    for (int t = 0; t < 2; t++) {
        single_iteration(result, temp, power, ROWS, COLS, 0.5f, 0.1f, 0.1f, 0.01f, 1.0f);
        single_iteration(temp, result, power, ROWS, COLS, 0.5f, 0.1f, 0.1f, 0.01f, 1.0f);
    }
    double s = 0; for (int i = 0; i < ROWS * COLS; i++) s += temp[i];
    printf("%.3f\n", s);
    return 0;
}
