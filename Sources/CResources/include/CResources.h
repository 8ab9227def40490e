#ifndef LASSO_WEATHER_CRESOURCES_H
#define LASSO_WEATHER_CRESOURCES_H

#include <stddef.h>

// Bytes of the files in Resources/, embedded at build time. Each pointer stays valid for the whole process.

/// Resources/zips.tsv: one line per US ZIP code.
const unsigned char *lw_zips_tsv(void);
size_t lw_zips_tsv_size(void);

/// Resources/zip-cities.tsv: the city-name index into zips.tsv.
const unsigned char *lw_zip_cities_tsv(void);
size_t lw_zip_cities_tsv_size(void);

/// Resources/map.bin: simplified state and country outlines.
const unsigned char *lw_map_bin(void);
size_t lw_map_bin_size(void);

/// Resources/counties.bin: simplified county outlines by FIPS code.
const unsigned char *lw_counties_bin(void);
size_t lw_counties_bin_size(void);

/// Resources/zones.bin: the TZif files of the zones zips.tsv uses.
const unsigned char *lw_zones_bin(void);
size_t lw_zones_bin_size(void);

#endif
