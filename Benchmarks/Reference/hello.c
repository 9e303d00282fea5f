/*
 * The least a C program does: start, print a line, end. The floor under the start of
 * `validator check luhn < /dev/null` (Scripts/measure_check.py).
 *
 *     cc -O2 -o hello hello.c && ./hello
 */
#include <stdio.h>

int main(void) {
    puts("hello");
    return 0;
}
