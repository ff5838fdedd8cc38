! A runtime error: the input file does not exist (status='old').
program b
  integer :: n
  open (unit=10, file='/nonexistent/in.txt', status='old')
  read (10, *) n
  print *, n
end program
