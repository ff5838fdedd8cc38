program p
  use not_given
  print *, 'never'
end program p
