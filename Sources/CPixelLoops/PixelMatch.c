// pixelmatch 7.2.0's comparison (mapbox/pixelmatch `index.js` at v7.2.0, ISC), written anew:
// the rules are documented on ReelGolden's `PixelMatch`. Arithmetic is in `double`, in
// pixelmatch's order, with no fused multiply-add, so thresholds fall where JavaScript puts them.
#pragma STDC FP_CONTRACT OFF

#include "CPixelLoops.h"

#include <math.h>
#include <string.h>

typedef uint32_t __attribute__((aligned(1), may_alias)) unaligned_u32;

/// Inlined even at -O0 (debug builds), where a call per pixel and neighbour costs more than the
/// work: clang honours `always_inline` without optimizing, and the arithmetic stays the same.
#define ALWAYS_INLINE static inline __attribute__((always_inline))

/// The 4 bytes of the pixel at byte `offset` as one word (a macro: unoptimized C does not inline).
#define load_word(image, offset) (*(const unaligned_u32 *)((image) + (offset)))

void reel_pixelmatch_background(ptrdiff_t k, int checkerboard, double rgb[3]) {
    if (!checkerboard) {
        rgb[0] = 255;
        rgb[1] = 255;
        rgb[2] = 255;
        return;
    }
    // JavaScript's `(k / φ | 0) % 2`: truncate to a 32-bit integer, then a signed remainder.
    rgb[0] = 48 + 159 * (double)(k % 2);
    rgb[1] = 48 + 159 * (double)((int32_t)(int64_t)((double)k / 1.618033988749895) % 2);
    rgb[2] = 48 + 159 * (double)((int32_t)(int64_t)((double)k / 2.618033988749895) % 2);
}

ALWAYS_INLINE double color_delta(const uint8_t *p, const uint8_t *q, ptrdiff_t k, int checkerboard) {
    double r1 = p[k], g1 = p[k + 1], b1 = p[k + 2], a1 = p[k + 3];
    double r2 = q[k], g2 = q[k + 1], b2 = q[k + 2], a2 = q[k + 3];
    double dr = r1 - r2;
    double dg = g1 - g2;
    double db = b1 - b2;
    if (a1 < 255 || a2 < 255) {
        double da = a1 - a2;
        double background[3];
        reel_pixelmatch_background(k, checkerboard, background);
        dr = (r1 * a1 - r2 * a2 - background[0] * da) / 255;
        dg = (g1 * a1 - g2 * a2 - background[1] * da) / 255;
        db = (b1 * a1 - b2 * a2 - background[2] * da) / 255;
    }
    double y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
    double i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189;
    double qq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
    double delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq;
    return y > 0 ? -delta : delta;
}

double reel_pixelmatch_color_delta(const uint8_t *p, const uint8_t *q, ptrdiff_t k, int checkerboard) {
    return color_delta(p, q, k, checkerboard);
}

/// `Y(centre) − Y(neighbour)` within one image, blended over the background at the centre's
/// offset `k` when either is translucent; exactly 0 for identical pixels.
ALWAYS_INLINE double brightness_delta(const uint8_t *image, ptrdiff_t k, ptrdiff_t m, int checkerboard) {
    if (load_word(image, k) == load_word(image, m)) return 0;
    double r1 = image[k], g1 = image[k + 1], b1 = image[k + 2], a1 = image[k + 3];
    double r2 = image[m], g2 = image[m + 1], b2 = image[m + 2], a2 = image[m + 3];
    double dr = r1 - r2;
    double dg = g1 - g2;
    double db = b1 - b2;
    double da = a1 - a2;
    if (a1 < 255 || a2 < 255) {
        double background[3];
        reel_pixelmatch_background(k, checkerboard, background);
        dr = (r1 * a1 - r2 * a2 - background[0] * da) / 255;
        dg = (g1 * a1 - g2 * a2 - background[1] * da) / 255;
        db = (b1 * a1 - b2 * a2 - background[2] * da) / 255;
    }
    return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
}

/// Whether the pixel at (x1, y1) has 3 or more neighbours of exactly its RGBA value (border
/// pixels count one extra).
ALWAYS_INLINE int has_many_siblings(const uint8_t *image, ptrdiff_t x1, ptrdiff_t y1, ptrdiff_t width, ptrdiff_t height) {
    ptrdiff_t x0 = x1 > 0 ? x1 - 1 : 0;
    ptrdiff_t y0 = y1 > 0 ? y1 - 1 : 0;
    ptrdiff_t x2 = x1 + 1 < width ? x1 + 1 : width - 1;
    ptrdiff_t y2 = y1 + 1 < height ? y1 + 1 : height - 1;
    uint32_t centre = load_word(image, (y1 * width + x1) * 4);
    int zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0;
    for (ptrdiff_t x = x0; x <= x2; x++) {
        for (ptrdiff_t y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            if (load_word(image, (y * width + x) * 4) == centre) zeroes++;
            if (zeroes > 2) return 1;
        }
    }
    return 0;
}

/// Whether pixel (x1, y1) of `image` looks like anti-aliasing; `first` and `second` are both
/// images, whose sibling counts decide. Neighbours column by column, ties keep the first.
ALWAYS_INLINE int antialiased(
    const uint8_t *image, ptrdiff_t x1, ptrdiff_t y1, ptrdiff_t width, ptrdiff_t height, const uint8_t *first,
    const uint8_t *second, int checkerboard) {
    ptrdiff_t x0 = x1 > 0 ? x1 - 1 : 0;
    ptrdiff_t y0 = y1 > 0 ? y1 - 1 : 0;
    ptrdiff_t x2 = x1 + 1 < width ? x1 + 1 : width - 1;
    ptrdiff_t y2 = y1 + 1 < height ? y1 + 1 : height - 1;
    ptrdiff_t position = (y1 * width + x1) * 4;
    int zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0;
    double darkest = 0, brightest = 0;
    ptrdiff_t darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0;
    uint32_t centre = load_word(image, position);
    // Three identical neighbours make the answer "no" whatever the order they are met in (the
    // loop below returns at the third): an inner pixel counts them first with word compares
    // alone, which is most of this test's work in flat frames.
    if (zeroes == 0) {
        ptrdiff_t rowBytes = width * 4;
        const uint8_t *above = image + position - rowBytes;
        const uint8_t *row = image + position;
        const uint8_t *below = image + position + rowBytes;
        int same = (load_word(above, -4) == centre) + (load_word(above, 0) == centre) + (load_word(above, 4) == centre)
            + (load_word(row, -4) == centre) + (load_word(row, 4) == centre) + (load_word(below, -4) == centre)
            + (load_word(below, 0) == centre) + (load_word(below, 4) == centre);
        if (same > 2) return 0;
    }
    for (ptrdiff_t x = x0; x <= x2; x++) {
        for (ptrdiff_t y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            ptrdiff_t neighbour = (y * width + x) * 4;
            // Identical pixels (delta exactly 0) without a call: unoptimized C does not inline.
            double delta =
                load_word(image, neighbour) == centre ? 0 : brightness_delta(image, position, neighbour, checkerboard);
            if (delta == 0) {
                zeroes++;
                if (zeroes > 2) return 0;
            } else if (delta < darkest) {
                darkest = delta;
                darkestX = x;
                darkestY = y;
            } else if (delta > brightest) {
                brightest = delta;
                brightestX = x;
                brightestY = y;
            }
        }
    }
    if (darkest == 0 || brightest == 0) return 0;
    return (has_many_siblings(first, darkestX, darkestY, width, height)
            && has_many_siblings(second, darkestX, darkestY, width, height))
        || (has_many_siblings(first, brightestX, brightestY, width, height)
            && has_many_siblings(second, brightestX, brightestY, width, height));
}

ALWAYS_INLINE void draw(const uint8_t color[3], ptrdiff_t position, uint8_t *out) {
    out[position] = color[0];
    out[position + 1] = color[1];
    out[position + 2] = color[2];
    out[position + 3] = 255;
}

/// The expected pixels from byte `start` to `end` as grey at `alpha × their alpha` over white:
/// `255 + (Y − 255) · alpha · a / 255`, truncated to a byte.
/// The last pixel drawn grey and its grey: frames hold long runs of one colour, and a pixel
/// equal to the last one reuses its grey.
typedef struct {
    uint32_t word;
    uint8_t grey;
    int valid;
} grey_cache;

ALWAYS_INLINE void draw_grey(
    const uint8_t *image, ptrdiff_t start, ptrdiff_t end, double alpha, grey_cache *cache, uint8_t *out) {
    uint32_t last = cache->word;
    uint8_t lastByte = cache->grey;
    int haveLast = cache->valid;
    for (ptrdiff_t position = start; position < end; position += 4) {
        uint32_t word = load_word(image, position);
        uint8_t byte;
        if (haveLast && word == last) {
            byte = lastByte;
        } else {
            double y = (double)image[position] * 0.29889531 + (double)image[position + 1] * 0.58662247
                + (double)image[position + 2] * 0.11448223;
            double value = 255 + (y - 255) * alpha * (double)image[position + 3] / 255;
            if (value < 0) value = 0;
            if (value > 255) value = 255;
            byte = (uint8_t)value;
            last = word;
            lastByte = byte;
            haveLast = 1;
        }
        out[position] = byte;
        out[position + 1] = byte;
        out[position + 2] = byte;
        out[position + 3] = 255;
    }
    cache->word = last;
    cache->grey = lastByte;
    cache->valid = haveLast;
}

reel_pixelmatch_counts reel_pixelmatch(
    const uint8_t *a, const uint8_t *b, ptrdiff_t width, ptrdiff_t height, const reel_pixelmatch_settings *settings,
    uint8_t *out) {
    reel_pixelmatch_counts counts = {0, 0};
    if (a == NULL || b == NULL || width <= 0 || height <= 0) return counts;
    int drawsGrey = out != NULL && !settings->diffMask;
    grey_cache greys = {0, 0, 0};
    ptrdiff_t rowBytes = width * 4;
    if (memcmp(a, b, (size_t)(rowBytes * height)) == 0) {
        if (drawsGrey) draw_grey(a, 0, rowBytes * height, settings->alpha, &greys, out);
        return counts;
    }
    double maxDelta = 35215 * settings->threshold * settings->threshold;
    int checkerboard = settings->checkerboard;
    uint32_t lastA = 0, lastB = 0;
    double lastDelta = 0;
    int haveLastPair = 0;
    for (ptrdiff_t y = 0; y < height; y++) {
        ptrdiff_t rowStart = y * rowBytes;
        // Rows that are the same in both images hold no difference.
        if (memcmp(a + rowStart, b + rowStart, (size_t)rowBytes) == 0) {
            if (drawsGrey) draw_grey(a, rowStart, rowStart + rowBytes, settings->alpha, &greys, out);
            continue;
        }
        for (ptrdiff_t x = 0; x < width; x++) {
            ptrdiff_t position = rowStart + x * 4;
            uint32_t wordA = load_word(a, position);
            uint32_t wordB = load_word(b, position);
            double delta = 0;
            if (wordA != wordB) {
                // The delta of two opaque pixels depends on their colours only (no background):
                // a pair equal to the last opaque pair reuses its delta.
                int opaque = a[position + 3] == 255 && b[position + 3] == 255;
                if (opaque && haveLastPair && wordA == lastA && wordB == lastB) {
                    delta = lastDelta;
                } else {
                    delta = color_delta(a, b, position, checkerboard);
                    if (opaque) {
                        lastA = wordA;
                        lastB = wordB;
                        lastDelta = delta;
                        haveLastPair = 1;
                    }
                }
            }
            if (fabs(delta) > maxDelta) {
                int isAA = !settings->includeAA
                    && (antialiased(a, x, y, width, height, a, b, checkerboard)
                        || antialiased(b, x, y, width, height, a, b, checkerboard));
                if (isAA) {
                    counts.antialiased++;
                    if (drawsGrey) draw(settings->aaColor, position, out);
                } else {
                    counts.different++;
                    if (out != NULL) draw(delta < 0 ? settings->diffColorAlt : settings->diffColor, position, out);
                }
            } else if (drawsGrey) {
                draw_grey(a, position, position + 4, settings->alpha, &greys, out);
            }
        }
    }
    return counts;
}
