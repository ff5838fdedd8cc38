! Derived types: an array of bodies (position, mass); the centre of mass as reductions.
module bodies_mod
  implicit none
  type :: body
    real(8) :: pos(3)
    real(8) :: mass
  end type body
contains
  subroutine centre_of_mass(bs, n, com, total)
    integer, intent(in) :: n
    type(body), intent(in) :: bs(n)
    real(8), intent(out) :: com(3), total
    real(8) :: sx, sy, sz
    integer :: i
    sx = 0; sy = 0; sz = 0; total = 0
    do i = 1, n ! corpus:body-loop
      sx = sx + bs(i)%mass * bs(i)%pos(1)
      sy = sy + bs(i)%mass * bs(i)%pos(2)
      sz = sz + bs(i)%mass * bs(i)%pos(3)
      total = total + bs(i)%mass
    end do
    com = [sx / total, sy / total, sz / total]
  end subroutine centre_of_mass
end module bodies_mod

program bodies
  use bodies_mod
  implicit none
  type(body), allocatable :: bs(:)
  real(8) :: com(3), total
  integer :: n, i
  character(len=256) :: path
  call get_command_argument(1, path)
  open (unit=30, file=trim(path), status='old')
  read (30, *) n
  allocate (bs(n))
  do i = 1, n
    read (30, *) bs(i)%pos, bs(i)%mass
  end do
  close (30)
  call centre_of_mass(bs, n, com, total)
  write (*, '(A,3F10.5,A,F8.3)') 'com =', com, '  mass =', total
end program bodies
