! OpenMP version of colrecur.f90: the same argv and checksum, and kernel_time_s; the
! independent columns shared among the threads, each recurrence sequential.
module recur_mod
  implicit none
contains
  subroutine colrecur(a, b, x, n, m)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(n, m), b(n, m)
    real(8), intent(inout) :: x(n, m)
    integer :: i, j
    !$omp parallel do private(i)
    do j = 1, m
      x(1, j) = b(1, j)
      do i = 2, n
        x(i, j) = a(i, j) * x(i - 1, j) + b(i, j)
      end do
    end do
  end subroutine colrecur
end module recur_mod

program colrecur_prog
  use recur_mod
  use omp_lib
  implicit none
  real(8) :: t0
  integer :: n, m, i, j
  real(8), allocatable :: a(:, :), b(:, :), x(:, :)
  character(len=32) :: arg
  call get_command_argument(1, arg)
  read (arg, *) n
  call get_command_argument(2, arg)
  read (arg, *) m
  allocate (a(n, m), b(n, m), x(n, m))
  ! the initialisation loop of the sequential program, with a parallel do
  !$omp parallel do private(i)
  do j = 1, m
    do i = 1, n
      a(i, j) = 0.5d0 + real(mod(i * 7 + j * 3, 50), 8) / 100.0d0
      b(i, j) = real(mod(i * 11 + j * 5, 13), 8) / 13.0d0
    end do
  end do
  t0 = omp_get_wtime()
  call colrecur(a, b, x, n, m)
  t0 = omp_get_wtime() - t0
  write (*, '(A,ES18.10)') 'checksum ', sum(x)
  write (*, '(A,ES14.6)') 'kernel_time_s ', t0
end program colrecur_prog
