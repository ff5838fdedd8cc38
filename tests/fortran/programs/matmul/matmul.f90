! A matrix product in the column-major order (j, k, i): assumed-shape dummy arrays in a
! module procedure, formatted output of the trace.
module linalg
  implicit none
contains
  subroutine matmul_jki(a, b, c)
    real(8), intent(in) :: a(:, :), b(:, :)
    real(8), intent(out) :: c(:, :)
    integer :: i, j, k, n
    n = size(a, 1)
    do j = 1, n ! corpus:j-loop
      do i = 1, n
        c(i, j) = 0.0d0
      end do
      do k = 1, n ! corpus:k-loop
        do i = 1, n ! corpus:i-loop
          c(i, j) = c(i, j) + a(i, k) * b(k, j)
        end do
      end do
    end do
  end subroutine matmul_jki
end module linalg

program matprod
  use linalg
  implicit none
  integer :: n, i, j
  real(8), allocatable :: a(:, :), b(:, :), c(:, :)
  real(8) :: trace
  character(len=256) :: path
  call get_command_argument(1, path)
  open (unit=11, file=trim(path), status='old')
  read (11, *) n
  close (11)
  allocate (a(n, n), b(n, n), c(n, n))
  do j = 1, n
    do i = 1, n
      a(i, j) = real(i + j, 8) / n
      b(i, j) = real(mod(i * j, 5), 8) / n
    end do
  end do
  call matmul_jki(a, b, c)
  trace = 0
  do i = 1, n
    trace = trace + c(i, i)
  end do
  write (*, '(A,I0,A,F12.6)') 'n = ', n, ', trace = ', trace
  write (*, '(3F10.4)') c(1, 1), c(n, 1), c(1, n)
end program matprod
