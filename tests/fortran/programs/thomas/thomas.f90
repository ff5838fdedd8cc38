! A tridiagonal solve (Thomas algorithm): a forward recurrence and a backward one.
subroutine thomas(a, b, c, d, x, n)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: a(n), c(n)
  real(8), intent(inout) :: b(n), d(n)
  real(8), intent(out) :: x(n)
  real(8) :: m
  integer :: i
  do i = 2, n ! corpus:forward
    m = a(i) / b(i - 1)
    b(i) = b(i) - m * c(i - 1)
    d(i) = d(i) - m * d(i - 1)
  end do
  x(n) = d(n) / b(n)
  do i = n - 1, 1, -1 ! corpus:backward
    x(i) = (d(i) - c(i) * x(i + 1)) / b(i)
  end do
end subroutine thomas

program solver
  implicit none
  integer :: n, i
  real(8), allocatable :: a(:), b(:), c(:), d(:), x(:)
  character(len=256) :: path
  call get_command_argument(1, path)
  open (unit=12, file=trim(path), status='old')
  read (12, *) n
  allocate (a(n), b(n), c(n), d(n), x(n))
  do i = 1, n
    read (12, *) a(i), b(i), c(i), d(i)
  end do
  close (12)
  call thomas(a, b, c, d, x, n)
  do i = 1, n, max(1, n / 4)
    print '(A,I3,A,F12.7)', 'x(', i, ') =', x(i)
  end do
end program solver
