! Fortran corpus kernel (issue 45): T Jacobi sweeps of a 5-point stencil on an N x N
! column-major grid, two grids swapped per sweep; `prog N T`, prints `checksum <x>`.
module jac
  implicit none
contains
  subroutine jacobi_sweeps(u, v, n, t)
    integer, intent(in) :: n, t
    real(8), intent(inout) :: u(n, n), v(n, n)
    integer :: i, j, s
    do s = 1, t
      do j = 2, n - 1
        do i = 2, n - 1
          v(i, j) = 0.2d0 * (u(i, j) + u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
        end do
      end do
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
  implicit none
  integer :: n, t, i, j
  real(8), allocatable :: u(:, :), v(:, :)
  character(len=32) :: arg
  call get_command_argument(1, arg)
  read (arg, *) n
  call get_command_argument(2, arg)
  read (arg, *) t
  allocate (u(n, n), v(n, n))
  do j = 1, n
    do i = 1, n
      u(i, j) = real(mod(i * 7919 + j * 104729, 1000), 8) / 1000.0d0
    end do
  end do
  v = u
  call jacobi_sweeps(u, v, n, t)
  write (*, '(A,ES18.10)') 'checksum ', sum(u)
end program jacobi2d
