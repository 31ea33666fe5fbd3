// The GIF encoder's per-pixel loops (see CPixelLoops.h): canonical colour words, the changed
// rectangle between two frames, and LZW compression.
#include "CPixelLoops.h"

#include <string.h>

int reel_gif_words(const uint8_t *rgba, ptrdiff_t count, uint32_t *words) {
    int transparent = 0;
    for (ptrdiff_t i = 0; i < count; i++) {
        const uint8_t *pixel = rgba + i * 4;
        if (pixel[3] < 128) {
            words[i] = 0;
            transparent = 1;
        } else {
            words[i] = 0xFF000000u | ((uint32_t)pixel[0] << 16) | ((uint32_t)pixel[1] << 8) | pixel[2];
        }
    }
    return transparent;
}

int reel_gif_changed_rect(
    const uint32_t *previous, const uint32_t *current, ptrdiff_t width, ptrdiff_t height, ptrdiff_t *rect) {
    ptrdiff_t top = -1, bottom = -1, left = width, right = -1;
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint32_t *a = previous + y * width;
        const uint32_t *b = current + y * width;
        ptrdiff_t first = 0;
        while (first < width && a[first] == b[first]) first++;
        if (first == width) continue;
        ptrdiff_t last = width - 1;
        while (a[last] == b[last]) last--;
        if (top < 0) top = y;
        bottom = y;
        if (first < left) left = first;
        if (last > right) right = last;
    }
    if (top < 0) return 0;
    rect[0] = left;
    rect[1] = top;
    rect[2] = right - left + 1;
    rect[3] = bottom - top + 1;
    return 1;
}

/// Codes go out least significant bit first, as GIF packs them.
typedef struct {
    uint8_t *out;
    size_t capacity;
    size_t length;
    uint32_t bits;
    int count;
    int overflow;
} gif_bit_sink;

static void put_code(gif_bit_sink *sink, uint32_t code, int width) {
    sink->bits |= code << sink->count;
    sink->count += width;
    while (sink->count >= 8) {
        if (sink->length < sink->capacity) {
            sink->out[sink->length] = (uint8_t)(sink->bits & 0xFF);
        } else {
            sink->overflow = 1;
        }
        sink->length++;
        sink->bits >>= 8;
        sink->count -= 8;
    }
}

enum { GIF_MAX_CODES = 4096, GIF_SLOTS = 8192 };

size_t reel_gif_lzw_bound(size_t count) { return count * 2 + 64; }

size_t reel_gif_lzw_encode(
    const uint8_t *indices, size_t count, int min_code_size, uint8_t *out, size_t capacity) {
    gif_bit_sink sink = {out, capacity, 0, 0, 0, 0};
    const uint32_t clear = 1u << min_code_size;
    const uint32_t end = clear + 1;
    // Open addressing: key (prefix << 8 | index) + 1 (0 marks an empty slot) → code.
    static _Thread_local uint32_t keys[GIF_SLOTS];
    static _Thread_local uint16_t codes[GIF_SLOTS];
    memset(keys, 0, sizeof keys);
    int width = min_code_size + 1;
    uint32_t next = clear + 2;
    put_code(&sink, clear, width);
    if (count == 0) {
        put_code(&sink, end, width);
    } else {
        uint32_t prefix = indices[0];
        for (size_t i = 1; i < count; i++) {
            uint32_t key = (prefix << 8 | indices[i]) + 1;
            uint32_t slot = (key * 2654435761u) >> 19;  // 13 bits
            int found = 0;
            while (keys[slot] != 0) {
                if (keys[slot] == key) {
                    prefix = codes[slot];
                    found = 1;
                    break;
                }
                slot = (slot + 1) & (GIF_SLOTS - 1);
            }
            if (found) continue;
            put_code(&sink, prefix, width);
            // A decoder adds the matching entry when it reads the next code; code 4095 is the
            // last one, so the table is cleared as soon as it is assigned (never used).
            keys[slot] = key;
            codes[slot] = (uint16_t)next;
            if (next == (1u << width) && width < 12) width++;
            next++;
            if (next == GIF_MAX_CODES) {
                put_code(&sink, clear, width);
                memset(keys, 0, sizeof keys);
                width = min_code_size + 1;
                next = clear + 2;
            }
            prefix = indices[i];
        }
        put_code(&sink, prefix, width);
        // Reading that code the decoder adds one more entry, which may widen the codes.
        if (next == (1u << width) && width < 12) width++;
        put_code(&sink, end, width);
    }
    if (sink.count > 0) put_code(&sink, 0, 8 - sink.count);
    return sink.overflow ? 0 : sink.length;
}
