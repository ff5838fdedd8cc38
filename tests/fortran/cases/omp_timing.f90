! OpenMP directives ignored in the sequential build; omp_lib answered as one thread.
program omp_timing
  use omp_lib
  implicit none
  integer :: i, n, nt
  real(8) :: t0, t1, s
  real(8) :: a(100)
  n = 100
  t0 = omp_get_wtime()
  call omp_set_num_threads(8)
  nt = -1
  !$omp parallel
  !$omp single
  nt = omp_get_num_threads()
  !$omp end single
  !$omp end parallel
  s = 0
  !$omp parallel do reduction(+:s)
  do i = 1, n ! corpus:omp-loop
    a(i) = i * 0.5d0
    s = s + a(i)
  end do
  !$omp end parallel do
  t1 = omp_get_wtime()
  print *, 'threads', nt, omp_get_max_threads(), omp_get_thread_num(), omp_in_parallel()
  print *, 'sum', s, 'timer ok', t1 >= t0
end program omp_timing
