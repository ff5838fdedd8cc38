! Two procedures named work (in two modules) and one named solo: kernel names as Fortran
! writes them, and the ambiguous one refused with both listed.
module alpha
contains
  subroutine work(x)
    real(8) :: x
    x = x * 2
  end subroutine work
end module alpha

module beta
contains
  subroutine work(x)
    real(8) :: x
    x = x + 1
  end subroutine work
end module beta

subroutine solo(x)
  real(8) :: x
  x = x * x
end subroutine solo

program two
  use alpha, only: awork => work
  use beta, only: bwork => work
  real(8) :: x
  x = 3
  call awork(x)
  call bwork(x)
  call solo(x)
  print *, x
end program two
