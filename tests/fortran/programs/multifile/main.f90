! The program over three files: modules grid and ops (compiled first), then this one.
program multi
  use grid
  use ops
  implicit none
  character(len=256) :: path
  integer :: i
  call get_command_argument(1, path)
  call read_grid(trim(path))
  work = field
  call smooth(field, work)
  write (*, '(A,I5)') 'points:', n
  write (*, '(A,ES14.6)') 'sumsq before:', sumsq(field)
  write (*, '(A,ES14.6)') 'sumsq after: ', sumsq(work)
  write (*, '(5F9.4)') (work(i), i = 1, 5)
end program multi
