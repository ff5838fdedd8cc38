! Fortran corpus kernel (issue 45): the dot product of two N-vectors, one sum
! reduction; `prog N`, prints `checksum <x>`.
module dot_mod
  implicit none
contains
  subroutine dot(x, y, n, s)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n), y(n)
    real(8), intent(out) :: s
    integer :: i
    s = 0.0d0
    do i = 1, n
      s = s + x(i) * y(i)
    end do
  end subroutine dot
end module dot_mod

program dot_prog
  use dot_mod
  implicit none
  integer :: n, i
  real(8), allocatable :: x(:), y(:)
  real(8) :: s
  character(len=32) :: arg
  call get_command_argument(1, arg)
  read (arg, *) n
  allocate (x(n), y(n))
  do i = 1, n
    x(i) = real(mod(int(i, 8) * 7919_8, 1000_8), 8) / 1000.0d0
    y(i) = real(mod(int(i, 8) * 104729_8, 997_8), 8) / 997.0d0
  end do
  call dot(x, y, n, s)
  write (*, '(A,ES18.10)') 'checksum ', s
end program dot_prog
