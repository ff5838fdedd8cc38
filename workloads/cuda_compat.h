/*
 * cuda_compat.h -- one .cu source, three builds (see workloads/README.md, "GPU ports").
 *
 *   nvcc        nvcc -O3 -std=c++17 -I workloads -arch=sm_90 SRC -o prog
 *               (host + device; kernels run on the GPU)
 *   NVRTC       device code only, to PTX (automatch/validate/gpu/cuda_build.py); NVRTC
 *               defines __CUDACC_RTC__, so every host-side line of a port sits inside
 *               #ifndef __CUDACC_RTC__ ... #endif
 *   emulation   g++ -O2 -std=c++17 -x c++ -DAM_EMULATE -I workloads SRC -o prog -lm
 *               every launch runs as sequential loops over blocks and threads, so the
 *               port's checksum can be checked on a machine without a GPU
 *
 * A port includes this header first and uses:
 *   AM_KERNEL void name(...)        a kernel (extern "C" __global__ on the GPU)
 *   AM_DEVICE T name(...)           a device helper (inline; do not add static/inline)
 *   AM_LAUNCH(kernel, grid, block, args...)
 *                                   launch (grid/block: dim3 or ints), then a launch-error
 *                                   check on the GPU
 *   AM_CHECK(call)                  check a CUDA runtime call: print the error, exit(1)
 *   am_timer_start(); double s = am_timer_stop();
 *                                   seconds between the two calls (CUDA events on the GPU,
 *                                   wall clock under emulation); one timer, not nestable
 *   if (!am_in_fraction()) return;  the first statement of every kernel (issue 46): the
 *                                   launch does only the blocks of the fraction given
 *
 * The fraction (issue 46, CPU+GPU splits measured, not scaled): with the environment
 * variable AM_FRACTION="F0:F1" (0 <= F0 <= F1 <= 1) every launch of the port does only
 * the blocks b of its outermost grid dimension (z if gridDim.z > 1, else y if
 * gridDim.y > 1, else x: the dimension that holds the outermost parallel loop's
 * iterations) with floor(F0 * G) <= b < floor(F1 * G), G that dimension's extent; the
 * other blocks return at once. Fractions [0, a) and [a, 1) therefore split every launch
 * into two disjoint parts that together are the whole. The port still copies all of its
 * data (the fraction cuts the kernels, not the transfers). Unset, the launch does every
 * block (F0 = 0, F1 = 1) and nothing is copied to the device for it. The first launch
 * prints "am_fraction F0 F1" on stderr when AM_FRACTION is set; a malformed value is an
 * error (exit 1).
 *
 * Emulation provides dim3, blockIdx, threadIdx, blockDim, gridDim, warpSize,
 * __restrict__ (native in g++), cudaMalloc/cudaFree/cudaMemcpy/cudaMemset,
 * cudaDeviceSynchronize, cudaGetLastError, cudaGetErrorString, cudaSuccess, cudaError_t,
 * cudaEvent_t with cudaEventCreate/Record/Synchronize/ElapsedTime/Destroy (wall clock),
 * atomicAdd (int, unsigned, unsigned long long, float, double), atomicMin/atomicMax
 * (int), min/max, __ldg.  Memory from cudaMalloc is filled with 0xff bytes (NaN for
 * doubles/floats, -1 for ints) so that a port reading device memory it never wrote shows
 * a wrong checksum instead of passing by luck.
 * __syncthreads() and __shared__ are NOT emulated (threads run one after another, so a
 * block barrier cannot be honoured): using them is a compile error under emulation.
 * Ports therefore use one thread per output element and reduce with atomicAdd or with a
 * second kernel.
 */
#ifndef AM_CUDA_COMPAT_H
#define AM_CUDA_COMPAT_H

/* ------------------------------------------------------------------ NVRTC: device only */
#if defined(__CUDACC_RTC__)

#define AM_KERNEL extern "C" __global__
#define AM_DEVICE __device__ inline

/* ------------------------------------------------------------------ nvcc: host + device */
#elif defined(__CUDACC__)

#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define AM_KERNEL extern "C" __global__
#define AM_DEVICE __device__ inline

#define AM_CHECK(call)                                                              \
    do {                                                                            \
        cudaError_t am_err_ = (call);                                               \
        if (am_err_ != cudaSuccess) {                                               \
            fprintf(stderr, "CUDA error %s at %s:%d: %s\n", cudaGetErrorString(am_err_), \
                    __FILE__, __LINE__, #call);                                     \
            exit(1);                                                                \
        }                                                                           \
    } while (0)

#define AM_LAUNCH(kernel, grid, block, ...)                                         \
    do {                                                                            \
        am_fraction_apply_();                                                       \
        kernel<<<(grid), (block)>>>(__VA_ARGS__);                                   \
        AM_CHECK(cudaGetLastError());                                               \
    } while (0)

static cudaEvent_t am_timer_ev_[2];
static int am_timer_ready_ = 0;

/* Record the start event on the default stream (create the events on first use). */
static inline void am_timer_start(void)
{
    if (!am_timer_ready_) {
        AM_CHECK(cudaEventCreate(&am_timer_ev_[0]));
        AM_CHECK(cudaEventCreate(&am_timer_ev_[1]));
        am_timer_ready_ = 1;
    }
    AM_CHECK(cudaEventRecord(am_timer_ev_[0], 0));
}

/* Record the stop event, wait for it, and return the seconds since am_timer_start(). */
static inline double am_timer_stop(void)
{
    float ms = 0.0f;
    AM_CHECK(cudaEventRecord(am_timer_ev_[1], 0));
    AM_CHECK(cudaEventSynchronize(am_timer_ev_[1]));
    AM_CHECK(cudaEventElapsedTime(&ms, am_timer_ev_[0], am_timer_ev_[1]));
    return (double)ms * 1e-3;
}

/* ------------------------------------------------------------------ g++ emulation */
#elif defined(AM_EMULATE)

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <type_traits>
#include <utility>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __constant__
#define __launch_bounds__(...)
#define __syncthreads() \
    static_assert(sizeof(int) == 0, "__syncthreads() is not supported by AM_EMULATE")
#define __shared__ \
    static_assert(sizeof(int) == 0, "__shared__ is not supported by AM_EMULATE");

#define AM_KERNEL extern "C"
#define AM_DEVICE static inline

struct dim3 {
    unsigned int x, y, z;
    dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
};
struct uint3 {
    unsigned int x, y, z;
};

static uint3 blockIdx, threadIdx;
static dim3 blockDim, gridDim;
static const int warpSize = 32;

typedef enum cudaError {
    cudaSuccess = 0,
    cudaErrorInvalidValue = 1,
    cudaErrorMemoryAllocation = 2,
} cudaError_t;

enum cudaMemcpyKind {
    cudaMemcpyHostToHost = 0,
    cudaMemcpyHostToDevice = 1,
    cudaMemcpyDeviceToHost = 2,
    cudaMemcpyDeviceToDevice = 3,
    cudaMemcpyDefault = 4,
};

static inline const char *cudaGetErrorString(cudaError_t e)
{
    switch (e) {
    case cudaSuccess: return "no error";
    case cudaErrorInvalidValue: return "invalid argument";
    case cudaErrorMemoryAllocation: return "out of memory";
    }
    return "unknown error";
}

static inline cudaError_t cudaMalloc(void **ptr, size_t bytes)
{
    *ptr = malloc(bytes ? bytes : 1);
    if (*ptr == NULL) return cudaErrorMemoryAllocation;
    memset(*ptr, 0xff, bytes); /* poison: see the header comment */
    return cudaSuccess;
}
template <typename T>
static inline cudaError_t cudaMalloc(T **ptr, size_t bytes)
{
    return cudaMalloc(reinterpret_cast<void **>(ptr), bytes);
}
static inline cudaError_t cudaFree(void *ptr)
{
    free(ptr);
    return cudaSuccess;
}
static inline cudaError_t cudaMemcpy(void *dst, const void *src, size_t bytes, cudaMemcpyKind)
{
    if (bytes) memmove(dst, src, bytes);
    return cudaSuccess;
}
static inline cudaError_t cudaMemset(void *dst, int value, size_t bytes)
{
    memset(dst, value, bytes);
    return cudaSuccess;
}
static inline cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }
static inline cudaError_t cudaGetLastError(void) { return cudaSuccess; }
static inline cudaError_t cudaPeekAtLastError(void) { return cudaSuccess; }

static inline double am_wall_seconds_(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

struct am_event_ {
    double t;
};
typedef am_event_ *cudaEvent_t;
typedef void *cudaStream_t;
static inline cudaError_t cudaEventCreate(cudaEvent_t *e)
{
    *e = (cudaEvent_t)malloc(sizeof(am_event_));
    if (*e == NULL) return cudaErrorMemoryAllocation;
    (*e)->t = 0.0;
    return cudaSuccess;
}
static inline cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t = 0)
{
    e->t = am_wall_seconds_();
    return cudaSuccess;
}
static inline cudaError_t cudaEventSynchronize(cudaEvent_t) { return cudaSuccess; }
static inline cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t stop)
{
    *ms = (float)((stop->t - start->t) * 1e3);
    return cudaSuccess;
}
static inline cudaError_t cudaEventDestroy(cudaEvent_t e)
{
    free(e);
    return cudaSuccess;
}

/* Atomics: threads run one at a time, so plain read-modify-write is exact. */
static inline int atomicAdd(int *p, int v) { int o = *p; *p = o + v; return o; }
static inline unsigned int atomicAdd(unsigned int *p, unsigned int v)
{
    unsigned int o = *p; *p = o + v; return o;
}
static inline unsigned long long atomicAdd(unsigned long long *p, unsigned long long v)
{
    unsigned long long o = *p; *p = o + v; return o;
}
static inline float atomicAdd(float *p, float v) { float o = *p; *p = o + v; return o; }
static inline double atomicAdd(double *p, double v) { double o = *p; *p = o + v; return o; }
static inline int atomicMin(int *p, int v) { int o = *p; if (v < o) *p = v; return o; }
static inline int atomicMax(int *p, int v) { int o = *p; if (v > o) *p = v; return o; }

template <typename A, typename B>
static inline typename std::common_type<A, B>::type min(A a, B b)
{
    typedef typename std::common_type<A, B>::type T;
    return (T)a < (T)b ? (T)a : (T)b;
}
template <typename A, typename B>
static inline typename std::common_type<A, B>::type max(A a, B b)
{
    typedef typename std::common_type<A, B>::type T;
    return (T)a > (T)b ? (T)a : (T)b;
}
template <typename T>
static inline T __ldg(const T *p) { return *p; }
static inline double rsqrt(double x) { return 1.0 / sqrt(x); }
static inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }

#define AM_CHECK(call)                                                              \
    do {                                                                            \
        cudaError_t am_err_ = (call);                                               \
        if (am_err_ != cudaSuccess) {                                               \
            fprintf(stderr, "CUDA error %s at %s:%d: %s\n", cudaGetErrorString(am_err_), \
                    __FILE__, __LINE__, #call);                                     \
            exit(1);                                                                \
        }                                                                           \
    } while (0)

/* Run kernel over the grid, block by block (x fastest) and thread by thread (x fastest).
 * The arguments are evaluated once, as in a real launch. */
template <typename... P, typename... A>
static inline void am_emulate_launch_(void (*kernel)(P...), dim3 grid, dim3 block, A &&...args)
{
    gridDim = grid;
    blockDim = block;
    for (unsigned int bz = 0; bz < grid.z; ++bz)
        for (unsigned int by = 0; by < grid.y; ++by)
            for (unsigned int bx = 0; bx < grid.x; ++bx) {
                blockIdx.x = bx; blockIdx.y = by; blockIdx.z = bz;
                for (unsigned int tz = 0; tz < block.z; ++tz)
                    for (unsigned int ty = 0; ty < block.y; ++ty)
                        for (unsigned int tx = 0; tx < block.x; ++tx) {
                            threadIdx.x = tx; threadIdx.y = ty; threadIdx.z = tz;
                            kernel(args...);
                        }
            }
}

#define AM_LAUNCH(kernel, grid, block, ...) \
    (am_fraction_apply_(), am_emulate_launch_(kernel, dim3(grid), dim3(block), ##__VA_ARGS__))

static double am_timer_t0_ = 0.0;
static inline void am_timer_start(void) { am_timer_t0_ = am_wall_seconds_(); }
static inline double am_timer_stop(void) { return am_wall_seconds_() - am_timer_t0_; }

#else
#error "cuda_compat.h: build with nvcc, NVRTC, or g++ -DAM_EMULATE"
#endif

/* ------------------------------------------------------------------ the fraction */
/* See the header comment ("The fraction"). */
__constant__ double am_frac_[2] = {0.0, 1.0};

AM_DEVICE bool am_in_fraction(void)
{
    unsigned int g = gridDim.x, b = blockIdx.x;
    if (gridDim.z > 1) {
        g = gridDim.z;
        b = blockIdx.z;
    } else if (gridDim.y > 1) {
        g = gridDim.y;
        b = blockIdx.y;
    }
    unsigned int lo = (unsigned int)(am_frac_[0] * (double)g);
    unsigned int hi = (unsigned int)(am_frac_[1] * (double)g);
    return b >= lo && b < hi;
}

#if !defined(__CUDACC_RTC__)
static int am_frac_applied_ = 0;

/* Read AM_FRACTION once, before the first launch. */
static inline int am_fraction_apply_(void)
{
    if (am_frac_applied_)
        return 0;
    am_frac_applied_ = 1;
    const char *v = getenv("AM_FRACTION");
    if (v == NULL || *v == 0)
        return 0;
    double f[2];
    char tail = 0;
    if (sscanf(v, "%lf:%lf%c", &f[0], &f[1], &tail) != 2 || !(f[0] >= 0.0) ||
        !(f[1] <= 1.0) || !(f[0] <= f[1])) {
        fprintf(stderr, "AM_FRACTION='%s': give F0:F1 with 0 <= F0 <= F1 <= 1\n", v);
        exit(1);
    }
#if defined(__CUDACC__)
    AM_CHECK(cudaMemcpyToSymbol(am_frac_, f, sizeof f));
#else
    am_frac_[0] = f[0];
    am_frac_[1] = f[1];
#endif
    fprintf(stderr, "am_fraction %.6f %.6f\n", f[0], f[1]);
    return 0;
}
#endif

#endif /* AM_CUDA_COMPAT_H */
