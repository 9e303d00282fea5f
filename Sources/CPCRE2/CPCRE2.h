// The 8-bit (UTF-8) library of PCRE2, for RegexValidator.
//
// pcre2.h names its functions through macros (pcre2_compile expands to pcre2_compile_8), which
// Swift cannot import, so Swift code calls the `_8` functions directly. The constants
// (PCRE2_UTF, PCRE2_ERROR_PARTIAL …) are plain integer macros and import as they are.
#ifndef CPCRE2_H
#define CPCRE2_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#endif
