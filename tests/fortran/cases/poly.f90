! Polymorphism: an abstract type, type-bound procedures dispatched through flang's
! type descriptors, class(shape) allocatable with select type; complex, matmul,
! internal WRITE to a string; do concurrent with a locality specifier; x**2 as a mul.
module shapes
  implicit none
  type, abstract :: shape
  contains
    procedure(area_if), deferred :: area
  end type
  abstract interface
    real(8) function area_if(s)
      import shape
      class(shape), intent(in) :: s
    end function
  end interface
  type, extends(shape) :: circle
    real(8) :: r
  contains
    procedure :: area => circle_area
  end type
  type, extends(shape) :: square
    real(8) :: a
  contains
    procedure :: area => square_area
  end type
contains
  real(8) function circle_area(s)
    class(circle), intent(in) :: s
    circle_area = 3.14159d0 * s%r**2
  end function
  real(8) function square_area(s)
    class(square), intent(in) :: s
    square_area = s%a**2
  end function
  real(8) function total(items, n)
    integer :: n, i
    type(circle) :: items(n)
    class(shape), allocatable :: p
    total = 0
    do i = 1, n
      total = total + items(i)%area()
    end do
    allocate(p, source=square(2.0d0))
    select type (p)
    type is (square)
      total = total + p%a
    end select
    total = total + p%area()
  end function
end module
program poly
  use shapes
  type(circle) :: c(5)
  integer :: i
  character(len=40) :: buf
  complex(8) :: z
  do i = 1, 5
    c(i)%r = i
  end do
  write (buf, '(F12.3)') total(c, 5)
  z = cmplx(1.0d0, 2.0d0, 8) * cmplx(0.5d0, -1.0d0, 8)
  print *, trim(adjustl(buf)), z, matmul(reshape([1d0,2d0,3d0,4d0],[2,2]), [1d0,1d0])
  do concurrent (i = 1:5)
    c(i)%r = c(i)%r * 2
  end do
  print *, c%r
  stop
end program
