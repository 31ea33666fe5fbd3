// The only C headers LayoutReel uses. Canvas is the only module that imports CCairo.
#ifndef LAYOUTREEL_CCAIRO_SHIM_H
#define LAYOUTREEL_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_IDS_H
#include <cairo-ft.h>
#include <zlib.h>
#endif
