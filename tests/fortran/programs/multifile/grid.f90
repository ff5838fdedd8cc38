! The grid of the multi-file program: its size and field, read from the input file.
module grid
  implicit none
  integer :: n = 0
  real(8), allocatable :: field(:), work(:)
contains
  subroutine read_grid(path)
    character(len=*), intent(in) :: path
    integer :: i
    open (unit=40, file=path, status='old')
    read (40, *) n
    allocate (field(n), work(n))
    read (40, *) (field(i), i = 1, n)
    close (40)
  end subroutine read_grid
end module grid
