! Jacobi sweeps of a 2-D Laplace stencil: explicit-shape dummy arrays, allocatables in
! the main program, the grid size and step count read from the input file (argv(1)).
subroutine jacobi(u, v, n)
  implicit none
  integer, intent(in) :: n
  real(8), intent(in) :: u(n, n)
  real(8), intent(inout) :: v(n, n)
  integer :: i, j
  do j = 2, n - 1 ! corpus:j-loop
    do i = 2, n - 1 ! corpus:i-loop
      v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
    end do
  end do
end subroutine jacobi

program stencil2d
  implicit none
  real(8), allocatable :: u(:, :), v(:, :)
  integer :: n, steps, t, i, j
  character(len=256) :: path
  call get_command_argument(1, path)
  open (unit=10, file=trim(path), status='old', action='read')
  read (10, *) n, steps
  close (10)
  allocate (u(n, n), v(n, n))
  do j = 1, n
    do i = 1, n
      u(i, j) = mod(i * 7 + j * 3, 11)
    end do
  end do
  v = u
  do t = 1, steps ! corpus:time-loop
    call jacobi(u, v, n)
    u = v
  end do
  write (*, '(A,I4,A,F14.6)') 'n=', n, ' centre=', u(n / 2, n / 2)
  write (*, '(A,ES16.8)') 'sum=', sum(u)
  deallocate (u, v)
end program stencil2d
