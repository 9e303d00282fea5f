// SQLite 3 (Debian's libsqlite3-dev), for the replay store of ValidatorKitOTPSQLite.
#ifndef CSQLITE_H
#define CSQLITE_H

#include <sqlite3.h>

#endif
