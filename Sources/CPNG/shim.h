/* Swift view of the system's libpng (1.6): the simplified API reads radar frames (paletted with tRNS, or RGB(A))
   into RGBA bytes, and the fixture server writes them. libpng16 needs only libz and libm, both loaded anyway. */
#ifndef LASSO_CPNG_SHIM_H
#define LASSO_CPNG_SHIM_H
#include <png.h>

/* PNG_IMAGE_VERSION and PNG_IMAGE_SIZE are macros Swift cannot import. */
static inline png_uint_32 lw_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 lw_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 lw_png_format_rgba_colormap(void) { return PNG_FORMAT_RGBA_COLORMAP; }
#endif
