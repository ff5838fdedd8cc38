program c
  integer :: x[*]
  x = this_image()
  sync all
  print *, x
end program c
