// PNG row filters and their inverse (see CPixelLoops.h).
#include "CPixelLoops.h"

#include <string.h>

/// A filtered byte read as signed, its magnitude (libpng's heuristic), by table: unoptimized C
/// runs a lookup faster than a call or a branch.
static const uint8_t magnitudes[256] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
    48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
    64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79,
    80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,
    96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111,
    112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127,
    128, 127, 126, 125, 124, 123, 122, 121, 120, 119, 118, 117, 116, 115, 114, 113,
    112, 111, 110, 109, 108, 107, 106, 105, 104, 103, 102, 101, 100, 99, 98, 97,
    96, 95, 94, 93, 92, 91, 90, 89, 88, 87, 86, 85, 84, 83, 82, 81,
    80, 79, 78, 77, 76, 75, 74, 73, 72, 71, 70, 69, 68, 67, 66, 65,
    64, 63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49,
    48, 47, 46, 45, 44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33,
    32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17,
    16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
};

/// Bytewise `a − b` (mod 256) of 8 bytes at once, without borrows between bytes.
#define SUB_BYTES(a, b) ((((a) | HIGH_BITS) - ((b) & ~HIGH_BITS)) ^ (((a) ^ ~(b)) & HIGH_BITS))
/// Bytewise `a + b` (mod 256) of 8 bytes at once, without carries between bytes.
#define ADD_BYTES(a, b) ((((a) & ~HIGH_BITS) + ((b) & ~HIGH_BITS)) ^ (((a) ^ (b)) & HIGH_BITS))
#define HIGH_BITS 0x8080808080808080ull

typedef uint64_t __attribute__((aligned(1), may_alias)) unaligned_u64;
typedef uint32_t __attribute__((aligned(1), may_alias)) unaligned_u32;

/// The sum of the magnitudes of 8 bytes read as signed: each byte with its high bit set is
/// replaced by its negation (`0 − b` bytewise), then the bytes are summed in 16-bit lanes.
static ptrdiff_t magnitude_sum8(uint64_t bytes) {
    uint64_t negated = (HIGH_BITS - (bytes & ~HIGH_BITS)) ^ (~bytes & HIGH_BITS);
    uint64_t negative = ((bytes & HIGH_BITS) >> 7) * 0xFF;
    uint64_t magnitudes8 = (negated & negative) | (bytes & ~negative);
    uint64_t pairs = (magnitudes8 & 0x00FF00FF00FF00FFull) + ((magnitudes8 >> 8) & 0x00FF00FF00FF00FFull);
    return (ptrdiff_t)((pairs * 0x0001000100010001ull) >> 48);
}

void reel_png_costs_none_sub_up(
    const uint8_t *row, const uint8_t *previous, ptrdiff_t count, ptrdiff_t bpp, ptrdiff_t costs[3]) {
    ptrdiff_t none = 0, sub = 0, up = 0;
    ptrdiff_t head = bpp < count ? bpp : count;
    ptrdiff_t index = 0;
    for (; index < head; index++) {
        none += magnitudes[row[index]];
        sub += magnitudes[row[index]];
        up += magnitudes[(uint8_t)(row[index] - previous[index])];
    }
    // 8 bytes a step (unoptimized C still runs word operations one instruction each).
    for (; index + 8 <= count; index += 8) {
        uint64_t value = *(const unaligned_u64 *)(row + index);
        uint64_t left = *(const unaligned_u64 *)(row + index - bpp);
        uint64_t above = *(const unaligned_u64 *)(previous + index);
        none += magnitude_sum8(value);
        sub += magnitude_sum8(SUB_BYTES(value, left));
        up += magnitude_sum8(SUB_BYTES(value, above));
    }
    for (; index < count; index++) {
        uint8_t value = row[index];
        none += magnitudes[value];
        sub += magnitudes[(uint8_t)(value - row[index - bpp])];
        up += magnitudes[(uint8_t)(value - previous[index])];
    }
    costs[0] = none;
    costs[1] = sub;
    costs[2] = up;
}

void reel_png_filter_row(
    int kind, const uint8_t *row, const uint8_t *previous, ptrdiff_t count, ptrdiff_t bpp, uint8_t *output) {
    ptrdiff_t head = bpp < count ? bpp : count;
    ptrdiff_t index = 0;
    switch (kind) {
    case 0:
        memmove(output, row, (size_t)count);
        break;
    case 1:
        memmove(output, row, (size_t)head);
        index = head;
        for (; index + 8 <= count; index += 8) {
            *(unaligned_u64 *)(output + index) =
                SUB_BYTES(*(const unaligned_u64 *)(row + index), *(const unaligned_u64 *)(row + index - bpp));
        }
        for (; index < count; index++) output[index] = (uint8_t)(row[index] - row[index - bpp]);
        break;
    default:
        for (; index + 8 <= count; index += 8) {
            *(unaligned_u64 *)(output + index) =
                SUB_BYTES(*(const unaligned_u64 *)(row + index), *(const unaligned_u64 *)(previous + index));
        }
        for (; index < count; index++) output[index] = (uint8_t)(row[index] - previous[index]);
        break;
    }
}

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

ptrdiff_t reel_match_length(const uint8_t *data, ptrdiff_t position, ptrdiff_t distance, ptrdiff_t limit) {
    ptrdiff_t length = 0;
    const uint8_t *here = data + position;
    const uint8_t *there = data + position - distance;
    while (length + 8 <= limit) {
        uint64_t difference = *(const unaligned_u64 *)(here + length) ^ *(const unaligned_u64 *)(there + length);
        if (difference != 0) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            return length + (__builtin_ctzll(difference) >> 3);
#else
            return length + (__builtin_clzll(difference) >> 3);
#endif
        }
        length += 8;
    }
    while (length < limit && here[length] == there[length]) length++;
    return length;
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
