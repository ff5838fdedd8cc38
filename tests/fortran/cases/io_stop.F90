! The runtime in the JIT: list-directed and formatted I/O, ALLOCATE, intrinsics, the
! preprocessor (.F90, -DSCALE from --cflags), reading the input file, and STOP.
program io_stop
  implicit none
  real(8), allocatable :: a(:)
  integer :: n, i
  character(len=256) :: path
  call get_command_argument(1, path)
  open (unit=10, file=trim(path), status='old')
  read (10, *) n
  close (10)
  allocate (a(n))
  do i = 1, n ! corpus:fill-loop
#ifdef SCALE
    a(i) = SCALE * sqrt(real(i, 8))
#else
    a(i) = sqrt(real(i, 8))
#endif
  end do
  print *, 'n', n, 'max', maxval(a)
  write (*, '(A,F10.4,1X,I0)') 'sum ', sum(a), size(a)
  write (*, '(4ES12.4)') a(1:4)
  deallocate (a)
  stop
end program io_stop
