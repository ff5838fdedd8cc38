! OpenMP version of dot.f90: the same argv and checksum (to rounding: the threads'
! partial sums add in another order), and kernel_time_s; a reduction(+:s) loop.
module dot_mod
  implicit none
contains
  subroutine dot(x, y, n, s)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n), y(n)
    real(8), intent(out) :: s
    integer :: i
    s = 0.0d0
    !$omp parallel do reduction(+:s)
    do i = 1, n
      s = s + x(i) * y(i)
    end do
  end subroutine dot
end module dot_mod

program dot_prog
  use dot_mod
  use omp_lib
  implicit none
  real(8) :: t0
  integer :: n, i
  real(8), allocatable :: x(:), y(:)
  real(8) :: s
  character(len=32) :: arg
  call get_command_argument(1, arg)
  read (arg, *) n
  allocate (x(n), y(n))
  ! first touch in parallel, as the corpus's C programs do (workloads/kernels/README_c.md)
  !$omp parallel do
  do i = 1, n
    x(i) = real(mod(int(i, 8) * 7919_8, 1000_8), 8) / 1000.0d0
    y(i) = real(mod(int(i, 8) * 104729_8, 997_8), 8) / 997.0d0
  end do
  t0 = omp_get_wtime()
  call dot(x, y, n, s)
  t0 = omp_get_wtime() - t0
  write (*, '(A,ES18.10)') 'checksum ', s
  write (*, '(A,ES14.6)') 'kernel_time_s ', t0
end program dot_prog
