! SUM of real arrays (include/fortran/sum.c): rank 1, 2 and 3, sections with strides,
! REAL(4), values that cancel (Kahan's correction shows), and DIM= and MASK= (runtime).
program sums
  implicit none
  real(8) :: a(7), m(6, 5), t(3, 4, 2)
  real(4) :: b(5)
  integer :: i, j
  a = [1.0d16, 1.0d0, 1.0d0, -1.0d16, 3.0d0, 1.0d-3, 7.0d15]
  b = [1.0e8, 1.0, 1.0, -1.0e8, 3.0]
  do j = 1, 5
    do i = 1, 6
      m(i, j) = 1.0d0 / (i + 10 * j)
    end do
  end do
  t = reshape([(real(i, 8)**3 / 7.0d0, i = 1, 24)], [3, 4, 2])
  write (*, '(ES25.17)') sum(a), sum(m), sum(m(2:6:2, 5:1:-2)), sum(t), sum(t(:, 2, :))
  write (*, '(ES16.8)') sum(b)
  write (*, '(5ES25.17)') sum(m, dim=1)
  write (*, '(ES25.17)') sum(a, mask=a > 0)
end program sums
