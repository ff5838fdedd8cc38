/* Loop exits decided by calls: on the induction (a search) or on a fixed string (a bound
 * recomputed each iteration because the loop's stores might change the string). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char name[] = "searches by calls";

long search_calls(long *data)
{
    long upto = 0;
    for (long i = 1; ilogb((double)i) < 6; i++) /* line 13: a call on i decides */
        upto++;
    for (long i = 0; i < (long)strlen(name); i++) /* line 15: a call on a fixed string */
        data[i] = 3 * i + upto;
    return data[4];
}

int main(void)
{
    long *data = malloc(64 * sizeof(long));
    if (!data)
        return 1;
    printf("checksum %ld\n", search_calls(data));
    free(data);
    return 0;
}
