// Pixel format conversions of Canvas and ReelGolden (see CPixelLoops.h).
#include "CPixelLoops.h"

#include <string.h>

typedef uint32_t __attribute__((aligned(1), may_alias)) unaligned_u32;

/// A pixel's alpha is its byte 3 in memory: on a little-endian machine, the word's top byte.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define OPAQUE_RGBA_WORD(word) ((word) >= 0xFF000000u)
#else
#define OPAQUE_RGBA_WORD(word) (((word) & 0xFFu) == 0xFFu)
#endif

typedef uint64_t __attribute__((aligned(1), may_alias)) unaligned_u64;

/// The alpha bytes of two RGBA pixels read as one 64-bit word.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define TWO_ALPHAS 0xFF000000FF000000ull
#else
#define TWO_ALPHAS 0x000000FF000000FFull
#endif

/// One straight-alpha pixel over white (clang inlines this even at -O0).
static inline __attribute__((always_inline)) void composite_pixel(const uint8_t *source, uint8_t *target) {
    uint32_t word = *(const unaligned_u32 *)source;
    if (OPAQUE_RGBA_WORD(word)) {
        *(unaligned_u32 *)target = word;
        return;
    }
    uint32_t alpha = source[3];
    uint32_t white = 255 * (255 - alpha) + 127;
    target[0] = (uint8_t)(((uint32_t)source[0] * alpha + white) / 255);
    target[1] = (uint8_t)(((uint32_t)source[1] * alpha + white) / 255);
    target[2] = (uint8_t)(((uint32_t)source[2] * alpha + white) / 255);
    target[3] = 255;
}

void reel_composite_over_white(const uint8_t *source, ptrdiff_t count, uint8_t *target) {
    ptrdiff_t end = count * 4;
    ptrdiff_t offset = 0;
    // Four pixels a step, copied as they are when all are opaque (frames and diff images are):
    // fewer steps matter in debug builds, which compile this without optimization.
    for (; offset + 16 <= end; offset += 16) {
        uint64_t first = *(const unaligned_u64 *)(source + offset);
        uint64_t second = *(const unaligned_u64 *)(source + offset + 8);
        if ((first & second & TWO_ALPHAS) == TWO_ALPHAS) {
            *(unaligned_u64 *)(target + offset) = first;
            *(unaligned_u64 *)(target + offset + 8) = second;
        } else {
            composite_pixel(source + offset, target + offset);
            composite_pixel(source + offset + 4, target + offset + 4);
            composite_pixel(source + offset + 8, target + offset + 8);
            composite_pixel(source + offset + 12, target + offset + 12);
        }
    }
    for (; offset < end; offset += 4) composite_pixel(source + offset, target + offset);
}

/// `c·a / 255`, rounded the way cairo's PNG reader rounds.
static inline uint32_t premultiply(uint8_t component, uint8_t alpha) {
    uint32_t temp = (uint32_t)alpha * (uint32_t)component + 0x80;
    return (temp + (temp >> 8)) >> 8;
}

void reel_premultiply_to_argb32(const uint8_t *source, ptrdiff_t count, uint32_t *target) {
    for (ptrdiff_t x = 0; x < count; x++) {
        const uint8_t *s = source + x * 4;
        uint8_t alpha = s[3];
        if (alpha == 255) {
            target[x] = 0xFF000000u | (uint32_t)s[0] << 16 | (uint32_t)s[1] << 8 | (uint32_t)s[2];
        } else {
            target[x] = (uint32_t)alpha << 24 | premultiply(s[0], alpha) << 16 | premultiply(s[1], alpha) << 8
                | premultiply(s[2], alpha);
        }
    }
}

int reel_argb32_is_opaque(const uint32_t *words, ptrdiff_t count) {
    uint32_t all = 0xFFFFFFFFu;
    for (ptrdiff_t x = 0; x < count; x++) all &= words[x];
    return all >> 24 == 0xFF;
}

void reel_argb32_to_rgb(const uint32_t *words, ptrdiff_t count, uint8_t *output) {
    ptrdiff_t x = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    // One 4-byte store a pixel: 0xAARRGGBB byte-swapped and shifted is R, G, B, 0 in memory; the
    // spare byte is overwritten by the next pixel (the last pixel is written byte by byte).
    for (; x + 1 < count; x++) *(unaligned_u32 *)(output + x * 3) = __builtin_bswap32(words[x]) >> 8;
#endif
    for (; x < count; x++) {
        uint32_t word = words[x];
        output[x * 3] = (uint8_t)(word >> 16);
        output[x * 3 + 1] = (uint8_t)(word >> 8);
        output[x * 3 + 2] = (uint8_t)word;
    }
}

#if defined(__x86_64__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#include <cpuid.h>
#include <tmmintrin.h>

/// Whether the processor has SSSE3 (`pshufb`), asked once: CPUID is slow in a virtual machine.
static int have_ssse3(void) {
    static int known = -1;
    int value = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (value < 0) {
        unsigned a = 0, b = 0, c = 0, d = 0;
        value = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSSE3) ? 1 : 0;
        __atomic_store_n(&known, value, __ATOMIC_RELAXED);
    }
    return value;
}

/// Sixteen pixels a step: each group of four words shuffled to twelve bytes R, G, B (a 16-byte
/// store whose last four bytes the next store overwrites), alpha ANDed across. Stops while at
/// least two pixels are left, so no store reaches past the row. Returns how many pixels it did;
/// `*all` is ANDed with every word it read.
__attribute__((target("ssse3"))) static ptrdiff_t argb32_to_rgb_ssse3(
    const uint32_t *words, ptrdiff_t count, uint8_t *output, uint32_t *all) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    __m128i every = _mm_set1_epi32(-1);
    ptrdiff_t x = 0;
    for (; x + 18 <= count; x += 16) {
        __m128i a = _mm_loadu_si128((const __m128i *)(words + x));
        __m128i b = _mm_loadu_si128((const __m128i *)(words + x + 4));
        __m128i c = _mm_loadu_si128((const __m128i *)(words + x + 8));
        __m128i d = _mm_loadu_si128((const __m128i *)(words + x + 12));
        every = _mm_and_si128(every, _mm_and_si128(_mm_and_si128(a, b), _mm_and_si128(c, d)));
        uint8_t *out = output + x * 3;
        _mm_storeu_si128((__m128i *)out, _mm_shuffle_epi8(a, order));
        _mm_storeu_si128((__m128i *)(out + 12), _mm_shuffle_epi8(b, order));
        _mm_storeu_si128((__m128i *)(out + 24), _mm_shuffle_epi8(c, order));
        _mm_storeu_si128((__m128i *)(out + 36), _mm_shuffle_epi8(d, order));
    }
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, every);
    *all &= lanes[0] & lanes[1] & lanes[2] & lanes[3];
    return x;
}
#endif

int reel_argb32_to_rgb_if_opaque(const uint32_t *words, ptrdiff_t count, uint8_t *output) {
    uint32_t all = 0xFFFFFFFFu;
    ptrdiff_t x = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#if defined(__x86_64__)
    if (count >= 18 && have_ssse3()) x = argb32_to_rgb_ssse3(words, count, output, &all);
#endif
    // As reel_argb32_to_rgb: one 4-byte store a pixel, the last pixel byte by byte.
    for (; x + 1 < count; x++) {
        uint32_t word = words[x];
        all &= word;
        *(unaligned_u32 *)(output + x * 3) = __builtin_bswap32(word) >> 8;
    }
#endif
    for (; x < count; x++) {
        uint32_t word = words[x];
        all &= word;
        output[x * 3] = (uint8_t)(word >> 16);
        output[x * 3 + 1] = (uint8_t)(word >> 8);
        output[x * 3 + 2] = (uint8_t)word;
    }
    return all >> 24 == 0xFF;
}

void reel_argb32_to_rgba(const uint32_t *words, ptrdiff_t count, const uint8_t *table, uint8_t *output) {
    for (ptrdiff_t x = 0; x < count; x++) {
        uint32_t word = words[x];
        uint32_t alpha = word >> 24;
        uint8_t *out = output + x * 4;
        if (alpha == 0xFF) {
            out[0] = (uint8_t)(word >> 16);
            out[1] = (uint8_t)(word >> 8);
            out[2] = (uint8_t)word;
        } else {
            const uint8_t *row = table + (alpha << 8);
            out[0] = row[(word >> 16) & 0xFF];
            out[1] = row[(word >> 8) & 0xFF];
            out[2] = row[word & 0xFF];
        }
        out[3] = (uint8_t)alpha;
    }
}

void reel_fill_words(uint32_t *target, uint32_t word, ptrdiff_t count) {
    // A few words one by one, then copies of what is filled, doubling: memcpy is optimized
    // even when this file is not (debug builds).
    ptrdiff_t filled = count < 16 ? count : 16;
    for (ptrdiff_t x = 0; x < filled; x++) target[x] = word;
    while (filled < count) {
        ptrdiff_t take = filled < count - filled ? filled : count - filled;
        memcpy(target + filled, target, (size_t)take * 4);
        filled += take;
    }
}

int reel_rgba_is_opaque(const uint8_t *pixels, ptrdiff_t count) {
    const unaligned_u32 *words = (const unaligned_u32 *)pixels;
    ptrdiff_t x = 0;
    // Four pixels a step (fewer steps matter unoptimized, in debug builds).
    for (; x + 4 <= count; x += 4) {
        uint64_t first = *(const unaligned_u64 *)(pixels + x * 4);
        uint64_t second = *(const unaligned_u64 *)(pixels + x * 4 + 8);
        if ((first & second & TWO_ALPHAS) != TWO_ALPHAS) return 0;
    }
    for (; x < count; x++) {
        if (!OPAQUE_RGBA_WORD(words[x])) return 0;
    }
    return 1;
}

void reel_rgba_to_rgb(const uint8_t *pixels, ptrdiff_t count, uint8_t *output) {
    ptrdiff_t x = 0;
    // One 4-byte store a pixel (its alpha byte is overwritten by the next pixel's red); the last
    // pixel byte by byte, so nothing past the row is written.
    for (; x + 5 <= count; x += 4) {
        *(unaligned_u32 *)(output + x * 3) = *(const unaligned_u32 *)(pixels + x * 4);
        *(unaligned_u32 *)(output + x * 3 + 3) = *(const unaligned_u32 *)(pixels + x * 4 + 4);
        *(unaligned_u32 *)(output + x * 3 + 6) = *(const unaligned_u32 *)(pixels + x * 4 + 8);
        *(unaligned_u32 *)(output + x * 3 + 9) = *(const unaligned_u32 *)(pixels + x * 4 + 12);
    }
    for (; x + 1 < count; x++) *(unaligned_u32 *)(output + x * 3) = *(const unaligned_u32 *)(pixels + x * 4);
    for (; x < count; x++) {
        output[x * 3] = pixels[x * 4];
        output[x * 3 + 1] = pixels[x * 4 + 1];
        output[x * 3 + 2] = pixels[x * 4 + 2];
    }
}
