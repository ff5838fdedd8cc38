! OpenMP version of gemm_jki.f90: the same argv and checksum, and kernel_time_s (the
! kernel call timed with omp_get_wtime); the columns j of C shared among the threads.
module gemm_mod
  implicit none
contains
  subroutine gemm_jki(a, b, c)
    real(8), intent(in) :: a(:, :), b(:, :)
    real(8), intent(inout) :: c(:, :)
    integer :: i, j, k, n
    real(8) :: bkj
    n = size(a, 1)
    !$omp parallel do private(i, k, bkj)
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
  use omp_lib
  implicit none
  real(8) :: t0
  integer :: n, i, j
  real(8), allocatable :: a(:, :), b(:, :), c(:, :)
  character(len=32) :: arg
  call get_command_argument(1, arg)
  read (arg, *) n
  allocate (a(n, n), b(n, n), c(n, n))
  ! the initialisation loop of the sequential program, with a parallel do
  !$omp parallel do private(i)
  do j = 1, n
    do i = 1, n
      a(i, j) = real(mod(i * 31 + j * 17, 97), 8) / 97.0d0
      b(i, j) = real(mod(i * 13 + j * 29, 89), 8) / 89.0d0
    end do
  end do
  t0 = omp_get_wtime()
  call gemm_jki(a, b, c)
  t0 = omp_get_wtime() - t0
  write (*, '(A,ES18.10)') 'checksum ', sum(c)
  write (*, '(A,ES14.6)') 'kernel_time_s ', t0
end program gemm_jki_prog
