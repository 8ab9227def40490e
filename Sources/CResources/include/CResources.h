#ifndef LASSO_WEATHER_CRESOURCES_H
#define LASSO_WEATHER_CRESOURCES_H

#include <stddef.h>

// The files in Resources/, compressed by scripts/compress_resources.py ("LWS1", the decoded size, a zstd frame)
// and embedded at build time. Each pointer stays valid for the whole process; WeatherCore inflates on first use.

/// Resources/zips.tsv, compressed: one line per US ZIP code.
const unsigned char *lw_zips_tsv_z(void);
size_t lw_zips_tsv_z_size(void);

/// Resources/zip-cities.tsv, compressed: the city-name index into zips.tsv.
const unsigned char *lw_zip_cities_tsv_z(void);
size_t lw_zip_cities_tsv_z_size(void);

/// Resources/map.bin, compressed: simplified state and country outlines.
const unsigned char *lw_map_bin_z(void);
size_t lw_map_bin_z_size(void);

/// Resources/counties.bin, compressed: simplified county outlines by FIPS code.
const unsigned char *lw_counties_bin_z(void);
size_t lw_counties_bin_z_size(void);

/// Resources/zones.bin, compressed: the TZif files of the zones zips.tsv uses.
const unsigned char *lw_zones_bin_z(void);
size_t lw_zones_bin_z_size(void);

/// Resources/world.tsv, compressed: GeoNames places of 1,000 people or more outside the ZIP directory's states.
const unsigned char *lw_world_tsv_z(void);
size_t lw_world_tsv_z_size(void);

/// Resources/world-aliases.tsv, compressed: alternate names of the larger world places → rows of world.tsv.
const unsigned char *lw_world_aliases_tsv_z(void);
size_t lw_world_aliases_tsv_z_size(void);

/// Resources/world-regions.tsv, compressed: admin-1 regions (names, ISO 3166-2 codes) and country names.
const unsigned char *lw_world_regions_tsv_z(void);
size_t lw_world_regions_tsv_z_size(void);

/// Resources/meteoalarm-areas.tsv, compressed: MeteoAlarm's EMMA_ID areas → country and name.
const unsigned char *lw_meteoalarm_areas_tsv_z(void);
size_t lw_meteoalarm_areas_tsv_z_size(void);

/// Resources/text.tsv compressed: the app's own words in its languages, read by `TextTable`.
const unsigned char *lw_text_tsv_z(void);
size_t lw_text_tsv_z_size(void);

/// Resources/cldr-languages.tsv compressed: CLDR's names, symbols, units and plural rules of the app's languages.
const unsigned char *lw_cldr_languages_tsv_z(void);
size_t lw_cldr_languages_tsv_z_size(void);

#endif
