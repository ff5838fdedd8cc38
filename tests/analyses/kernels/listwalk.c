#include <stdio.h>
#include <stdlib.h>
struct node { struct node *next; long value; };
long walk(struct node *p) {
    long s = 0;
    while (p) {
        s += p->value;
        p = p->next;
    }
    return s;
}
int main(void) {
    struct node *head = NULL;
    for (int i = 0; i < 100; i++) {
        struct node *n = malloc(sizeof *n);
        n->value = i;
        n->next = head;
        head = n;
    }
    printf("%ld\n", walk(head));
    return 0;
}
