// Palette images (PNG colour type 3) of Canvas: indexing a frame's colours for the encoder and
// expanding indices to RGBA for the decoder (see CPixelLoops.h).
#include "CPixelLoops.h"

#include <string.h>

typedef uint32_t __attribute__((aligned(1), may_alias)) unaligned_u32;

ptrdiff_t reel_palette_index(
    const uint8_t *base, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height, bool *repeatedRows,
    ptrdiff_t *flaggedRows, int littleEndianWords, uint32_t *table, uint8_t *indices, uint32_t *words) {
    enum { slots = REEL_PALETTE_SLOTS, capacity = 256 };
    uint32_t *keys = table;
    uint32_t *marks = table + slots;
    memset(marks, 0, sizeof(uint32_t) * slots);
    ptrdiff_t count = 0;
    uint32_t lastWord = 0;
    uint8_t lastIndex = 0;
    int haveLast = 0;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    int swap = littleEndianWords;
#else
    int swap = 0;
    (void)littleEndianWords;
#endif
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint8_t *row = base + y * stride;
        if (y >= *flaggedRows) {
            repeatedRows[y] = y > 0 && memcmp(row, row - stride, (size_t)width * 4) == 0;
            *flaggedRows = y + 1;
        }
        if (repeatedRows[y]) continue;
        uint8_t *out = indices + y * width;
        for (ptrdiff_t x = 0; x < width; x++) {
            uint32_t word = *(const unaligned_u32 *)(row + x * 4);
            if (swap) word = __builtin_bswap32(word);
            if (haveLast && word == lastWord) {
                out[x] = lastIndex;
                continue;
            }
            uint32_t slot = (uint32_t)(word * 0x9E3779B1u) >> 20 & (slots - 1);
            for (;;) {
                uint32_t mark = marks[slot];
                if (mark == 0) {
                    if (count >= capacity) return -1;
                    words[count] = word;
                    count++;
                    keys[slot] = word;
                    marks[slot] = (uint32_t)count;
                    lastIndex = (uint8_t)(count - 1);
                    break;
                }
                if (keys[slot] == word) {
                    lastIndex = (uint8_t)(mark - 1);
                    break;
                }
                slot = (slot + 1) & (slots - 1);
            }
            lastWord = word;
            haveLast = 1;
            out[x] = lastIndex;
        }
    }
    return count;
}

ptrdiff_t reel_palette_to_rgba(
    const uint8_t *source, ptrdiff_t count, int depth, ptrdiff_t step, const uint8_t *palette, ptrdiff_t colours,
    uint8_t *output) {
    uint8_t *out = output;
    if (depth == 8) {
        for (ptrdiff_t x = 0; x < count; x++) {
            ptrdiff_t index = source[x];
            if (index >= colours) return x;
            *(unaligned_u32 *)out = *(const unaligned_u32 *)(palette + index * 4);
            out += step;
        }
        return -1;
    }
    uint8_t mask = (uint8_t)((1 << depth) - 1);
    for (ptrdiff_t x = 0; x < count; x++) {
        ptrdiff_t bit = x * depth;
        int shift = 8 - depth - (int)(bit & 7);
        ptrdiff_t index = (source[bit >> 3] >> shift) & mask;
        if (index >= colours) return x;
        *(unaligned_u32 *)out = *(const unaligned_u32 *)(palette + index * 4);
        out += step;
    }
    return -1;
}

void reel_pack_indices(const uint8_t *indices, ptrdiff_t width, int depth, uint8_t *output) {
    if (depth == 8) {
        memcpy(output, indices, (size_t)width);
        return;
    }
    int perByte = 8 / depth;
    ptrdiff_t x = 0;
    ptrdiff_t out = 0;
    while (x < width) {
        uint8_t byte = 0;
        ptrdiff_t end = x + perByte < width ? x + perByte : width;
        int shift = 8 - depth;
        while (x < end) {
            byte |= (uint8_t)(indices[x] << shift);
            shift -= depth;
            x++;
        }
        output[out++] = byte;
    }
}
