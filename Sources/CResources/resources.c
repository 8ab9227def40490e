// The generated files in Resources/ compiled into the binary (C23 #embed), so the app needs no data files at
// run time however it is started. Paths are relative to this file. Regenerate with `make resources`.
#include "CResources.h"

// Package.swift builds this with -std=c23; the pragma also keeps other C modes quiet about #embed.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char zips_tsv[] = {
#embed "../../Resources/zips.tsv"
};

static const unsigned char zip_cities_tsv[] = {
#embed "../../Resources/zip-cities.tsv"
};

static const unsigned char map_bin[] = {
#embed "../../Resources/map.bin"
};

static const unsigned char counties_bin[] = {
#embed "../../Resources/counties.bin"
};

static const unsigned char zones_bin[] = {
#embed "../../Resources/zones.bin"
};

const unsigned char *lw_zips_tsv(void) { return zips_tsv; }
size_t lw_zips_tsv_size(void) { return sizeof zips_tsv; }

const unsigned char *lw_zip_cities_tsv(void) { return zip_cities_tsv; }
size_t lw_zip_cities_tsv_size(void) { return sizeof zip_cities_tsv; }

const unsigned char *lw_map_bin(void) { return map_bin; }
size_t lw_map_bin_size(void) { return sizeof map_bin; }

const unsigned char *lw_counties_bin(void) { return counties_bin; }
size_t lw_counties_bin_size(void) { return sizeof counties_bin; }

const unsigned char *lw_zones_bin(void) { return zones_bin; }
size_t lw_zones_bin_size(void) { return sizeof zones_bin; }
