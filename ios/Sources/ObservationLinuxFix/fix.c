// libswiftObservation.so in Debian trixie's swiftlang 6.0.3 calls swift::threading::fatal, which
// libswiftCore.so does not export, so a test binary using @Observable fails to link. This defines
// it as the runtime would: print the message and abort.
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef __linux__
void okey_swift_threading_fatal(const char *format, ...) __asm__("_ZN5swift9threading5fatalEPKcz");

void okey_swift_threading_fatal(const char *format, ...) {
    va_list args;
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    abort();
}
#endif
