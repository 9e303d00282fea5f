/*
 * The plain C filter that `validator check luhn` is measured against (issue "Speed, second
 * round"): it reads lines with getline, runs the same Luhn test and printfs the same JSON lines,
 * byte for byte, for every line of ASCII text. (A line with bytes above 0x7F would need the
 * character counting and UTF-8 checks of the real command; this reference does not do them and
 * the benchmark input has none.)
 *
 *     cc -O2 -o check_luhn check_luhn.c && ./check_luhn < numbers.txt > verdicts.jsonl
 *
 * Exits 0 when every line was valid and 1 otherwise, as `check` does.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>

int main(void) {
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    long number = 0;
    int all_valid = 1;
    while ((length = getline(&line, &capacity, stdin)) != -1) {
        number++;
        if (length > 0 && line[length - 1] == '\n') length--;
        if (length > 0 && line[length - 1] == '\r') length--;
        /* From the right: every second digit doubled, 9 taken off a double above 9. */
        int sum = 0;
        ssize_t not_digit = -1;
        for (ssize_t index = length - 1, offset = 0; index >= 0; index--, offset++) {
            int digit = line[index] - '0';
            if (digit < 0 || digit > 9) {
                not_digit = index;
                continue;
            }
            if (offset % 2 == 1) {
                digit *= 2;
                if (digit > 9) digit -= 9;
            }
            sum += digit;
        }
        if (not_digit >= 0) {
            /* The first byte that is not a digit, as the validator reports it. */
            for (ssize_t index = 0; index < length; index++) {
                if (line[index] < '0' || line[index] > '9') { not_digit = index; break; }
            }
            all_valid = 0;
            printf("{\"line\":%ld,\"validity\":\"invalid\",\"code\":\"luhn.character\","
                   "\"message\":\"Character %zd is not a digit\",\"position\":%zd,\"details\":{}}\n",
                   number, not_digit + 1, not_digit);
        } else if (length < 2) {
            all_valid = 0;
            printf("{\"line\":%ld,\"validity\":\"invalid\",\"code\":\"luhn.length\","
                   "\"message\":\"Must have at least 2 digits\",\"details\":{}}\n", number);
        } else if (sum % 10 != 0) {
            all_valid = 0;
            printf("{\"line\":%ld,\"validity\":\"invalid\",\"code\":\"luhn.checksum\","
                   "\"message\":\"Check digit does not match; a digit may be mistyped\",\"details\":{}}\n",
                   number);
        } else {
            printf("{\"line\":%ld,\"validity\":\"valid\",\"details\":{}}\n", number);
        }
    }
    free(line);
    return all_valid ? 0 : 1;
}
