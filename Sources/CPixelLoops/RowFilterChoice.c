// The choice of a PNG filter for a row of pixels (see CPixelLoops.h).
#include "CPixelLoops.h"

#include <string.h>

enum {
    /// Every `choice_step`-th pixel is looked at to estimate a filter's cost.
    choice_step = 8,
    /// A filter is chosen over None only when its estimate is below this many sixteenths of
    /// None's (None keeps the runs and repeats the parser matches best).
    choice_margin = 12,
};

/// Estimated bits of a residual byte, in quarter bits: a quarter for a zero (runs of zeros cost
/// next to nothing), then growing with its magnitude (as a signed byte) up to 9 bits.
static inline int choice_cost(uint8_t residual) {
    int magnitude = residual < 128 ? residual : 256 - residual;
    if (magnitude == 0) return 1;
    int bits = 32 - __builtin_clz((unsigned)magnitude);
    int cost = 6 + 5 * bits;
    return cost < 36 ? cost : 36;
}

static inline uint8_t choice_paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = p > a ? p - a : a - p;
    int pb = p > b ? p - b : b - p;
    int pc = p > c ? p - c : c - p;
    return (uint8_t)(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c));
}

typedef uint32_t __attribute__((aligned(1), may_alias)) choice_word;

/// The pixel at `p` as a word (3 or 4 bytes; the caller keeps a byte past a 3-byte pixel
/// readable, or reads the last pixel bytewise).
static inline uint32_t choice_pixel(const uint8_t *p, ptrdiff_t bpp) {
    uint32_t word;
    if (bpp == 4) return *(const choice_word *)p;
    word = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16;
    return word;
}

int reel_png_filter_row(uint8_t *row, const uint8_t *prior, ptrdiff_t count, ptrdiff_t bpp) {
    // Estimates, in quarter bits, on every `choice_step`-th pixel: None costs 7 bits a byte of a
    // pixel that is neither the pixel to its left nor the one above (what the parser cannot
    // match as a run or a repeat), a quarter bit otherwise; Sub, Up and Paeth cost their
    // residuals, and are estimated only when None's novel pixels are more than one in eight.
    long none = 0, sub = 0, up = 0, paeth = 0;
    long samples = 0, novel = 0;
    for (ptrdiff_t x = bpp; x + bpp <= count; x += choice_step * bpp) {
        uint32_t pixel = choice_pixel(row + x, bpp);
        int repeat = pixel == choice_pixel(row + x - bpp, bpp) || (prior != NULL && pixel == choice_pixel(prior + x, bpp));
        samples++;
        novel += !repeat;
    }
    none = (samples - novel) * bpp + novel * 28 * bpp;
    if (novel * 8 <= samples) return 0;
    for (ptrdiff_t x = bpp; x + bpp <= count; x += choice_step * bpp) {
        const uint8_t *pixel = row + x;
        for (ptrdiff_t k = 0; k < bpp; k++) {
            int a = pixel[k - bpp], b = prior ? prior[x + k] : 0, c = prior ? prior[x + k - bpp] : 0;
            sub += choice_cost((uint8_t)(pixel[k] - a));
            up += choice_cost((uint8_t)(pixel[k] - b));
            paeth += choice_cost((uint8_t)(pixel[k] - choice_paeth(a, b, c)));
        }
    }
    int kind = 0;
    long best = none * choice_margin / 16;
    if (sub < best) {
        best = sub;
        kind = 1;
    }
    if (prior != NULL && up < best) {
        best = up;
        kind = 2;
    }
    if (prior != NULL && paeth < best) {
        best = paeth;
        kind = 4;
    }
    // Filter in place from the right: each byte's left neighbour is still unfiltered.
    switch (kind) {
    case 1:
        for (ptrdiff_t index = count - 1; index >= bpp; index--) row[index] = (uint8_t)(row[index] - row[index - bpp]);
        break;
    case 2:
        for (ptrdiff_t index = 0; index < count; index++) row[index] = (uint8_t)(row[index] - prior[index]);
        break;
    case 4:
        for (ptrdiff_t index = count - 1; index >= 0; index--) {
            int a = index >= bpp ? row[index - bpp] : 0;
            int c = index >= bpp ? prior[index - bpp] : 0;
            row[index] = (uint8_t)(row[index] - choice_paeth(a, prior[index], c));
        }
        break;
    default:
        break;
    }
    return kind;
}
