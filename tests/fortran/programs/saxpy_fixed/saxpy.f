C     Fixed-form FORTRAN 77: DAXPY on assumed-size arrays, the size and
C     the scalar read from the input file.
      SUBROUTINE DAXPY(N, A, X, Y)
      INTEGER N, I
      DOUBLE PRECISION A, X(*), Y(*)
      DO 10 I = 1, N ! corpus:axpy-loop
         Y(I) = Y(I) + A * X(I)
   10 CONTINUE
      RETURN
      END

      PROGRAM SAXPYF
      INTEGER N, I
      PARAMETER (NMAX = 1000)
      DOUBLE PRECISION A, X(NMAX), Y(NMAX), S
      CHARACTER*256 PATH
      CALL GET_COMMAND_ARGUMENT(1, PATH)
      OPEN (UNIT=50, FILE=PATH, STATUS='OLD')
      READ (50, *) N, A
      CLOSE (50)
      DO 20 I = 1, N
         X(I) = DBLE(I)
         Y(I) = 1.0D0 / DBLE(I)
   20 CONTINUE
      CALL DAXPY(N, A, X, Y)
      S = 0.0D0
      DO 30 I = 1, N
         S = S + Y(I)
   30 CONTINUE
      WRITE (*, 100) N, S
  100 FORMAT ('N =', I6, '  SUM =', F14.6)
      STOP
      END
