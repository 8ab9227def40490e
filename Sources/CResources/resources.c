// The compressed files in Resources/embedded/ compiled into the binary (C23 #embed), so the app needs no data files
// at run time however it is started. Paths are relative to this file. Regenerate with `make resources`.
#include "CResources.h"

// Package.swift builds this with -std=c23; the pragma also keeps other C modes quiet about #embed.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char zips_tsv_z[] = {
#embed "../../Resources/embedded/zips.tsv.z"
};

static const unsigned char zip_cities_tsv_z[] = {
#embed "../../Resources/embedded/zip-cities.tsv.z"
};

static const unsigned char map_bin_z[] = {
#embed "../../Resources/embedded/map.bin.z"
};

static const unsigned char counties_bin_z[] = {
#embed "../../Resources/embedded/counties.bin.z"
};

static const unsigned char zones_bin_z[] = {
#embed "../../Resources/embedded/zones.bin.z"
};

static const unsigned char world_tsv_z[] = {
#embed "../../Resources/embedded/world.tsv.z"
};

static const unsigned char world_aliases_tsv_z[] = {
#embed "../../Resources/embedded/world-aliases.tsv.z"
};

static const unsigned char world_regions_tsv_z[] = {
#embed "../../Resources/embedded/world-regions.tsv.z"
};

// The app's own words in its languages, as text (24 KB; read in place, never inflated).
static const unsigned char text_tsv[] = {
#embed "../../Resources/text.tsv"
};

static const unsigned char meteoalarm_areas_tsv_z[] = {
#embed "../../Resources/embedded/meteoalarm-areas.tsv.z"
};

const unsigned char *lw_zips_tsv_z(void) { return zips_tsv_z; }
size_t lw_zips_tsv_z_size(void) { return sizeof zips_tsv_z; }

const unsigned char *lw_zip_cities_tsv_z(void) { return zip_cities_tsv_z; }
size_t lw_zip_cities_tsv_z_size(void) { return sizeof zip_cities_tsv_z; }

const unsigned char *lw_map_bin_z(void) { return map_bin_z; }
size_t lw_map_bin_z_size(void) { return sizeof map_bin_z; }

const unsigned char *lw_counties_bin_z(void) { return counties_bin_z; }
size_t lw_counties_bin_z_size(void) { return sizeof counties_bin_z; }

const unsigned char *lw_zones_bin_z(void) { return zones_bin_z; }
size_t lw_zones_bin_z_size(void) { return sizeof zones_bin_z; }

const unsigned char *lw_world_tsv_z(void) { return world_tsv_z; }
size_t lw_world_tsv_z_size(void) { return sizeof world_tsv_z; }

const unsigned char *lw_world_aliases_tsv_z(void) { return world_aliases_tsv_z; }
size_t lw_world_aliases_tsv_z_size(void) { return sizeof world_aliases_tsv_z; }

const unsigned char *lw_world_regions_tsv_z(void) { return world_regions_tsv_z; }
size_t lw_world_regions_tsv_z_size(void) { return sizeof world_regions_tsv_z; }

const unsigned char *lw_meteoalarm_areas_tsv_z(void) { return meteoalarm_areas_tsv_z; }
size_t lw_meteoalarm_areas_tsv_z_size(void) { return sizeof meteoalarm_areas_tsv_z; }

const unsigned char *lw_text_tsv(void) { return text_tsv; }
size_t lw_text_tsv_size(void) { return sizeof text_tsv; }
