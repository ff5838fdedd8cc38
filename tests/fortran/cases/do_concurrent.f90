! do concurrent with local(t): flang lowers it to a plain loop, which is analysed.
subroutine scale(a, n)
  integer :: n, i
  real(8) :: a(n), t
  do concurrent (i = 1:n) local(t)
    t = a(i) * 2
    a(i) = t + 1
  end do
end subroutine
program dc
  real(8) :: a(10)
  a = 1
  call scale(a, 10)
  print *, sum(a)
end program
