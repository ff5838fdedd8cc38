! Particles in a harmonic well: the state in a module (allocatable module arrays), the
! time loop in a module procedure, symplectic Euler steps.
module particles_state
  implicit none
  integer :: np
  real(8) :: dt
  real(8), allocatable :: x(:), v(:)
contains
  subroutine init(path)
    character(len=*), intent(in) :: path
    integer :: i
    open (unit=20, file=path, status='old')
    read (20, *) np, dt
    close (20)
    allocate (x(np), v(np))
    do i = 1, np
      x(i) = real(i, 8) / np
      v(i) = 0.0d0
    end do
  end subroutine init

  subroutine advance(steps)
    integer, intent(in) :: steps
    integer :: t, i
    do t = 1, steps ! corpus:time-loop
      do i = 1, np ! corpus:particle-loop
        v(i) = v(i) - dt * x(i)
        x(i) = x(i) + dt * v(i)
      end do
    end do
  end subroutine advance

  real(8) function energy()
    integer :: i
    energy = 0
    do i = 1, np
      energy = energy + 0.5d0 * (x(i)**2 + v(i)**2)
    end do
  end function energy
end module particles_state

program particles
  use particles_state
  implicit none
  character(len=256) :: path
  call get_command_argument(1, path)
  call init(trim(path))
  call advance(10)
  print *, 'particles:', np
  write (*, '(A,F16.10)') 'energy ', energy()
end program particles
