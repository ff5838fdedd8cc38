! Operations on any 1-D field: assumed-shape dummy arrays.
module ops
  implicit none
contains
  subroutine smooth(f, g)
    real(8), intent(in) :: f(:)
    real(8), intent(inout) :: g(:)
    integer :: i
    do i = 2, size(f) - 1 ! corpus:smooth-loop
      g(i) = (f(i - 1) + 2.0d0 * f(i) + f(i + 1)) * 0.25d0
    end do
  end subroutine smooth

  function sumsq(f) result(s)
    real(8), intent(in) :: f(:)
    real(8) :: s
    integer :: i
    s = 0
    do i = 1, size(f)
      s = s + f(i) * f(i)
    end do
  end function sumsq
end module ops
