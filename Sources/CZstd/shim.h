/* Swift view of the system's libzstd: the embedded resources are zstd frames (scripts/compress_resources.py). */
#ifndef LASSO_CZSTD_SHIM_H
#define LASSO_CZSTD_SHIM_H
#include <zstd.h>
#endif
