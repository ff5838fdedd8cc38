! The same scaling in two loop orders over a column-major array (explicit shape): j outer,
! i inner walks memory with unit stride; i outer, j inner jumps a column per access.
module orders
  implicit none
contains
  subroutine scale_ji(a, b, n)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n, n)
    real(8), intent(inout) :: b(n, n)
    integer :: i, j
    do j = 1, n ! corpus:ji-outer
      do i = 1, n ! corpus:ji-inner
        b(i, j) = 2.0d0 * a(i, j)
      end do
    end do
  end subroutine scale_ji

  subroutine scale_ij(a, b, n)
    integer, intent(in) :: n
    real(8), intent(in) :: a(n, n)
    real(8), intent(inout) :: b(n, n)
    integer :: i, j
    do i = 1, n ! corpus:ij-outer
      do j = 1, n ! corpus:ij-inner
        b(i, j) = 2.0d0 * a(i, j) ! corpus:ij-body
      end do
    end do
  end subroutine scale_ij
end module orders

program colmajor
  use orders
  implicit none
  integer :: n
  real(8), allocatable :: a(:, :), b(:, :)
  character(len=256) :: path
  call get_command_argument(1, path)
  open (unit=60, file=trim(path), status='old')
  read (60, *) n
  close (60)
  allocate (a(n, n), b(n, n))
  a = 1.0d0
  b = 0.0d0
  call scale_ji(a, b, n)
  call scale_ij(a, b, n)
  print '(A,F12.3)', 'sum(b) =', sum(b)
end program colmajor
