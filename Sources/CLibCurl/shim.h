// The system's libcurl (libcurl4-openssl-dev at build time, libcurl4 at run time). Swift code uses it through
// CCurl's typed wrappers: curl_easy_setopt and friends are variadic, which Swift cannot call.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
