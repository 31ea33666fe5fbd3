// PNG row filters and their inverse (see CPixelLoops.h).
#include "CPixelLoops.h"

#include <string.h>

/// Bytewise `a + b` (mod 256) of 8 bytes at once, without carries between bytes.
#define ADD_BYTES(a, b) ((((a) & ~HIGH_BITS) + ((b) & ~HIGH_BITS)) ^ (((a) ^ (b)) & HIGH_BITS))
#define HIGH_BITS 0x8080808080808080ull

typedef uint64_t __attribute__((aligned(1), may_alias)) unaligned_u64;
typedef uint32_t __attribute__((aligned(1), may_alias)) unaligned_u32;

void reel_png_unfilter_row(int kind, uint8_t *current, const uint8_t *prior, ptrdiff_t count, ptrdiff_t bpp) {
    switch (kind) {
    case 1:
        for (ptrdiff_t index = bpp; index < count; index++) current[index] += current[index - bpp];
        break;
    case 2: {
        ptrdiff_t index = 0;
        for (; index + 8 <= count; index += 8) {
            *(unaligned_u64 *)(current + index) =
                ADD_BYTES(*(const unaligned_u64 *)(current + index), *(const unaligned_u64 *)(prior + index));
        }
        for (; index < count; index++) current[index] += prior[index];
        break;
    }
    case 3:
        for (ptrdiff_t index = 0; index < count; index++) {
            unsigned left = index >= bpp ? current[index - bpp] : 0;
            current[index] += (uint8_t)((left + prior[index]) >> 1);
        }
        break;
    case 4:
        for (ptrdiff_t index = 0; index < count; index++) {
            int a = index >= bpp ? current[index - bpp] : 0;
            int b = prior[index];
            int c = index >= bpp ? prior[index - bpp] : 0;
            int p = a + b - c;
            int pa = p > a ? p - a : a - p;
            int pb = p > b ? p - b : b - p;
            int pc = p > c ? p - c : c - p;
            int predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
            current[index] += (uint8_t)predictor;
        }
        break;
    default:
        break;
    }
}

void reel_rgb8_to_rgba(
    const uint8_t *source, ptrdiff_t count, ptrdiff_t step, int hasKey, uint16_t keyRed, uint16_t keyGreen,
    uint16_t keyBlue, uint8_t *output) {
    uint8_t *out = output;
    ptrdiff_t x = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (!hasKey) {
        // One 4-byte load and store a pixel (the load's fourth byte, the next pixel's red, is
        // replaced by the alpha); the last pixel goes byte by byte, reading nothing past the row.
        // Four pixels a step where they are contiguous (fewer steps matter unoptimized).
        if (step == 4) {
            for (; x + 5 <= count; x += 4) {
                *(unaligned_u32 *)out = *(const unaligned_u32 *)(source + x * 3) | 0xFF000000u;
                *(unaligned_u32 *)(out + 4) = *(const unaligned_u32 *)(source + x * 3 + 3) | 0xFF000000u;
                *(unaligned_u32 *)(out + 8) = *(const unaligned_u32 *)(source + x * 3 + 6) | 0xFF000000u;
                *(unaligned_u32 *)(out + 12) = *(const unaligned_u32 *)(source + x * 3 + 9) | 0xFF000000u;
                out += 16;
            }
        }
        for (; x + 1 < count; x++) {
            *(unaligned_u32 *)out = *(const unaligned_u32 *)(source + x * 3) | 0xFF000000u;
            out += step;
        }
    }
#endif
    for (; x < count; x++) {
        const uint8_t *s = source + x * 3;
        if (hasKey && s[0] == keyRed && s[1] == keyGreen && s[2] == keyBlue) {
            out[0] = 0;
            out[1] = 0;
            out[2] = 0;
            out[3] = 0;
        } else {
            out[0] = s[0];
            out[1] = s[1];
            out[2] = s[2];
            out[3] = 255;
        }
        out += step;
    }
}
