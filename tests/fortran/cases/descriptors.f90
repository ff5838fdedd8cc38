! C = A B over assumed-shape dummies in the j-k-i order (test_fortran_frontend): every
! element access of a, b and c goes through its descriptor's base address and strides.
module desc_mod
  implicit none
contains
  subroutine jki(a, b, c)
    real(8), intent(in) :: a(:, :), b(:, :)
    real(8), intent(inout) :: c(:, :)
    integer :: i, j, k, n
    real(8) :: bkj
    n = size(a, 1)
    do j = 1, n
      do i = 1, n
        c(i, j) = 0.0d0
      end do
      do k = 1, n
        bkj = b(k, j)
        do i = 1, n
          c(i, j) = c(i, j) + a(i, k) * bkj
        end do
      end do
    end do
  end subroutine jki
end module desc_mod

program descriptors
  use desc_mod
  implicit none
  integer, parameter :: n = 12
  real(8), allocatable :: a(:, :), b(:, :), c(:, :)
  integer :: i, j
  allocate (a(n, n), b(n, n), c(n, n))
  do j = 1, n
    do i = 1, n
      a(i, j) = real(i + j, 8)
      b(i, j) = real(i - j, 8)
    end do
  end do
  call jki(a, b, c)
  write (*, '(F12.1)') c(3, 5)
end program descriptors
