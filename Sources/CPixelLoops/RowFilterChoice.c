// The choice of a PNG filter for a row of pixels (see CPixelLoops.h).
#include "CPixelLoops.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

enum {
    /// Every `choice_step`-th pixel is looked at to estimate a filter's cost (8 chose the same
    /// filters on the busy bench frames, in twice the time).
    choice_step = 16,
    /// A filter is chosen over None only when its estimate is below this many sixteenths of
    /// None's (None keeps the runs and repeats the parser matches best).
    choice_margin = 12,
};

/// Estimated bits of a residual byte, in quarter bits: a quarter for a zero (runs of zeros cost
/// next to nothing), then 6 + 5 per bit of its magnitude as a signed byte, at most 36 (9 bits).
static const uint8_t choice_cost[256] = {
    1, 11, 16, 16, 21, 21, 21, 21, 26, 26, 26, 26, 26, 26, 26, 26,
    31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31,
    36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36,
    36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36,
    36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36,
    36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36,
    36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36,
    36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36,
    36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36,
    36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36,
    36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36,
    36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36,
    36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36,
    36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36, 36,
    36, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31,
    31, 26, 26, 26, 26, 26, 26, 26, 26, 21, 21, 21, 21, 16, 16, 11,
};

static inline uint8_t choice_paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = p > a ? p - a : a - p;
    int pb = p > b ? p - b : b - p;
    int pc = p > c ? p - c : c - p;
    return (uint8_t)(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c));
}

typedef uint32_t __attribute__((aligned(1), may_alias)) choice_word;

/// The pixel at `p` as a word: its 3 or 4 bytes read as one (the caller keeps 4 bytes from `p`
/// readable), the byte after a 3-byte pixel masked off.
static inline uint32_t choice_pixel(const uint8_t *p, uint32_t mask) {
    return *(const choice_word *)p & mask;
}

/// Paeth's predictor without branches, so that the loop below vectorizes.
static inline uint8_t choice_paeth_select(int a, int b, int c) {
    int p = b - c, q = a - c;
    int pa = p < 0 ? -p : p, pb = q < 0 ? -q : q, pc = p + q < 0 ? -(p + q) : p + q;
    int takeA = pa <= pb && pa <= pc;
    int takeB = !takeA && pb <= pc;
    return (uint8_t)(takeA ? a : takeB ? b : c);
}

int reel_png_filter_row(uint8_t *row, const uint8_t *prior, ptrdiff_t count, ptrdiff_t bpp, uint8_t *keep) {
    // Estimates, in quarter bits, on every `choice_step`-th pixel: None costs 7 bits a byte of a
    // pixel that is neither the pixel to its left nor the one above (what the parser cannot
    // match as a run or a repeat), a quarter bit otherwise; Sub, Up and Paeth cost their
    // residuals, and are estimated only when None's novel pixels are more than one in eight.
    long none = 0, sub = 0, up = 0, paeth = 0;
    long samples = 0, novel = 0;
    // Pixels of 1, 2 or 3 bytes are compared as a masked word of 4 (so the last pixel of a row
    // is sampled only when 4 bytes from it are in the row).
    uint32_t mask = bpp >= 4 ? 0xFFFFFFFFu : (1u << (8 * bpp)) - 1;
    for (ptrdiff_t x = bpp; x + 4 <= count; x += choice_step * bpp) {
        uint32_t pixel = choice_pixel(row + x, mask);
        int repeat = pixel == choice_pixel(row + x - bpp, mask) || (prior != NULL && pixel == choice_pixel(prior + x, mask));
        samples++;
        novel += !repeat;
    }
    none = (samples - novel) * bpp + novel * 28 * bpp;
    if (novel * 8 <= samples) return 0;
    for (ptrdiff_t x = bpp; x + bpp <= count; x += choice_step * bpp) {
        const uint8_t *pixel = row + x;
        for (ptrdiff_t k = 0; k < bpp; k++) {
            int a = pixel[k - bpp], b = prior ? prior[x + k] : 0, c = prior ? prior[x + k - bpp] : 0;
            sub += choice_cost[(uint8_t)(pixel[k] - a)];
            up += choice_cost[(uint8_t)(pixel[k] - b)];
            paeth += choice_cost[(uint8_t)(pixel[k] - choice_paeth(a, b, c))];
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
    if (kind == 0) return 0;
    // Filtered from the unfiltered copy kept for the next row, each byte on its own (no
    // dependence between them, so the compiler vectorizes the loops).
    memcpy(keep, row, (size_t)count);
    const uint8_t *source = keep;
    switch (kind) {
    case 1:
        for (ptrdiff_t index = bpp; index < count; index++) row[index] = (uint8_t)(source[index] - source[index - bpp]);
        break;
    case 2:
        for (ptrdiff_t index = 0; index < count; index++) row[index] = (uint8_t)(source[index] - prior[index]);
        break;
    default: {
        for (ptrdiff_t index = 0; index < bpp; index++) row[index] = (uint8_t)(source[index] - prior[index]);
        ptrdiff_t index = bpp;
#if defined(__SSE2__)
        // Eight bytes at a time in 16-bit lanes: Paeth's three distances, the choice as masks.
        const __m128i zero = _mm_setzero_si128(), ones = _mm_set1_epi16(-1), low = _mm_set1_epi16(0xFF);
        for (; index + 8 <= count; index += 8) {
            __m128i a = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(const void *)(source + index - bpp)), zero);
            __m128i b = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(const void *)(prior + index)), zero);
            __m128i c = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(const void *)(prior + index - bpp)), zero);
            __m128i x = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(const void *)(source + index)), zero);
            __m128i p = _mm_sub_epi16(b, c), q = _mm_sub_epi16(a, c), pq = _mm_add_epi16(p, q);
            __m128i pa = _mm_max_epi16(p, _mm_sub_epi16(zero, p));
            __m128i pb = _mm_max_epi16(q, _mm_sub_epi16(zero, q));
            __m128i pc = _mm_max_epi16(pq, _mm_sub_epi16(zero, pq));
            // a when pa ≤ pb and pa ≤ pc; otherwise b when pb ≤ pc; otherwise c.
            __m128i takeA = _mm_andnot_si128(_mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc)), ones);
            __m128i takeB = _mm_andnot_si128(_mm_or_si128(takeA, _mm_cmpgt_epi16(pb, pc)), ones);
            __m128i predicted = _mm_or_si128(_mm_or_si128(_mm_and_si128(takeA, a), _mm_and_si128(takeB, b)),
                _mm_andnot_si128(_mm_or_si128(takeA, takeB), c));
            __m128i residual = _mm_and_si128(_mm_sub_epi16(x, predicted), low);
            _mm_storel_epi64((__m128i *)(void *)(row + index), _mm_packus_epi16(residual, zero));
        }
#endif
        for (; index < count; index++) {
            row[index] = (uint8_t)(source[index]
                - choice_paeth_select(source[index - bpp], prior[index], prior[index - bpp]));
        }
        break;
    }
    }
    return kind;
}
