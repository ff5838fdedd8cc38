! Fortran corpus kernel (issue 45): C = A B for N x N column-major matrices in the j-k-i
! order (unit stride in i), assumed-shape dummies; `prog N`, prints `checksum <x>`.
module gemm_mod
  implicit none
contains
  subroutine gemm_jki(a, b, c)
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
  end subroutine gemm_jki
end module gemm_mod

program gemm_jki_prog
  use gemm_mod
  implicit none
  integer :: n, i, j
  real(8), allocatable :: a(:, :), b(:, :), c(:, :)
  character(len=32) :: arg
  call get_command_argument(1, arg)
  read (arg, *) n
  allocate (a(n, n), b(n, n), c(n, n))
  do j = 1, n
    do i = 1, n
      a(i, j) = real(mod(i * 31 + j * 17, 97), 8) / 97.0d0
      b(i, j) = real(mod(i * 13 + j * 29, 89), 8) / 89.0d0
    end do
  end do
  call gemm_jki(a, b, c)
  write (*, '(A,ES18.10)') 'checksum ', sum(c)
end program gemm_jki_prog
