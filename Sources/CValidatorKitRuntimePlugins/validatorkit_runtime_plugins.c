// The run-time plugin interface is declared in include/validatorkit_runtime_plugins.h and has no
// code of its own; SwiftPM needs one source file per C target, and compiling the header here
// checks that it stands alone.
#include "validatorkit_runtime_plugins.h"
