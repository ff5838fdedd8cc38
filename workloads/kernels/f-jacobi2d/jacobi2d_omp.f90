! OpenMP version of jacobi2d.f90: the same argv and checksum, and kernel_time_s (the
! kernel call timed with omp_get_wtime); each sweep's j loop shared among the threads.
module jac
  implicit none
contains
  subroutine jacobi_sweeps(u, v, n, t)
    integer, intent(in) :: n, t
    real(8), intent(inout) :: u(n, n), v(n, n)
    integer :: i, j, s
    do s = 1, t
      !$omp parallel do private(i)
      do j = 2, n - 1
        do i = 2, n - 1
          v(i, j) = 0.2d0 * (u(i, j) + u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
        end do
      end do
      !$omp parallel do private(i)
      do j = 2, n - 1
        do i = 2, n - 1
          u(i, j) = v(i, j)
        end do
      end do
    end do
  end subroutine jacobi_sweeps
end module jac

program jacobi2d
  use jac
  use omp_lib
  implicit none
  real(8) :: t0
  integer :: n, t, i, j
  real(8), allocatable :: u(:, :), v(:, :)
  character(len=32) :: arg
  call get_command_argument(1, arg)
  read (arg, *) n
  call get_command_argument(2, arg)
  read (arg, *) t
  allocate (u(n, n), v(n, n))
  ! the initialisation statements of the sequential program, with OpenMP directives
  !$omp parallel do private(i)
  do j = 1, n
    do i = 1, n
      u(i, j) = real(mod(i * 7919 + j * 104729, 1000), 8) / 1000.0d0
    end do
  end do
  !$omp parallel workshare
  v = u
  !$omp end parallel workshare
  t0 = omp_get_wtime()
  call jacobi_sweeps(u, v, n, t)
  t0 = omp_get_wtime() - t0
  write (*, '(A,ES18.10)') 'checksum ', sum(u)
  write (*, '(A,ES14.6)') 'kernel_time_s ', t0
end program jacobi2d
