! Reads its data from standard input (automatch --stdin FILE), list-directed.
program rd
  integer :: n, i
  real(8) :: s, x
  read (*, *) n
  s = 0
  do i = 1, n
    read (*, *) x
    s = s + x
  end do
  print *, s
end program
