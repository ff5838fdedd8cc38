! Fortran corpus kernel (issue 45): a first-order linear recurrence down each of M
! columns of length N, x(i,j) = a(i,j) x(i-1,j) + b(i,j): the i loop is sequential,
! the columns independent; `prog N M`, prints `checksum <x>`.
module recur_mod
  implicit none
contains
  subroutine colrecur(a, b, x, n, m)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(n, m), b(n, m)
    real(8), intent(inout) :: x(n, m)
    integer :: i, j
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
  implicit none
  integer :: n, m, i, j
  real(8), allocatable :: a(:, :), b(:, :), x(:, :)
  character(len=32) :: arg
  call get_command_argument(1, arg)
  read (arg, *) n
  call get_command_argument(2, arg)
  read (arg, *) m
  allocate (a(n, m), b(n, m), x(n, m))
  do j = 1, m
    do i = 1, n
      a(i, j) = 0.5d0 + real(mod(i * 7 + j * 3, 50), 8) / 100.0d0
      b(i, j) = real(mod(i * 11 + j * 5, 13), 8) / 13.0d0
    end do
  end do
  call colrecur(a, b, x, n, m)
  write (*, '(A,ES18.10)') 'checksum ', sum(x)
end program colrecur_prog
