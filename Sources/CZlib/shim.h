/* Swift view of the system's zlib: the embedded resources are zlib streams (scripts/compress_resources.py). */
#ifndef LASSO_CZLIB_SHIM_H
#define LASSO_CZLIB_SHIM_H
#include <zlib.h>
#endif
