! A Fortran procedure with no Fortran runtime call, only omp_lib's, called from C
! (omp_sub_main.c): the one-thread stubs are linked all the same.
subroutine omp_work(n, x, nthreads) bind(c, name="omp_work")
  use iso_c_binding
  use omp_lib
  integer(c_int), value :: n
  real(c_double) :: x(n)
  integer(c_int) :: nthreads
  integer :: i
  nthreads = omp_get_max_threads()
  !$omp parallel do
  do i = 1, n
    x(i) = x(i) * 3.0d0
  end do
end subroutine omp_work
