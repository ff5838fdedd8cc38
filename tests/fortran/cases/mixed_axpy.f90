! Called from C (mixed_main.c) through bind(c): a Fortran kernel in a C program.
subroutine axpy(n, a, x, y) bind(c, name="axpy")
  use iso_c_binding
  integer(c_int), value :: n
  real(c_double), value :: a
  real(c_double) :: x(n), y(n)
  integer :: i
  do i = 1, n
    y(i) = y(i) + a * x(i)
  end do
  write (*, '(A,F8.3)') 'fortran says y(1) = ', y(1)
end subroutine
