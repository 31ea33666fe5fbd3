// A box blur over 8-bit alpha images, for view shadows (ViewDrawing through Canvas' AlphaMask).
#include "CPixelLoops.h"

static void blur_line(uint8_t *line, ptrdiff_t count, ptrdiff_t step, ptrdiff_t radius, uint8_t *scratch) {
    const ptrdiff_t window = 2 * radius + 1;
    const uint32_t half = (uint32_t)(window / 2);
    uint32_t sum = 0;
    for (ptrdiff_t i = 0; i < count; i++) scratch[i] = line[i * step];
    // The window around pixel 0 holds pixels 0…radius.
    for (ptrdiff_t i = 0; i <= radius && i < count; i++) sum += scratch[i];
    for (ptrdiff_t i = 0; i < count; i++) {
        line[i * step] = (uint8_t)((sum + half) / (uint32_t)window);
        ptrdiff_t enter = i + radius + 1;
        ptrdiff_t leave = i - radius;
        if (enter < count) sum += scratch[enter];
        if (leave >= 0) sum -= scratch[leave];
    }
}

void reel_box_blur_a8(
    uint8_t *pixels, ptrdiff_t width, ptrdiff_t height, ptrdiff_t stride, ptrdiff_t radius, uint8_t *scratch) {
    if (radius <= 0 || width <= 0 || height <= 0) return;
    for (ptrdiff_t y = 0; y < height; y++) blur_line(pixels + y * stride, width, 1, radius, scratch);
    for (ptrdiff_t x = 0; x < width; x++) blur_line(pixels + x, height, stride, radius, scratch);
}

void reel_upscale2x_a8(
    const uint8_t *pixels, ptrdiff_t width, ptrdiff_t height, ptrdiff_t stride, uint8_t *output,
    ptrdiff_t output_stride) {
    for (ptrdiff_t y = 0; y < 2 * height; y++) {
        // Output row y sits between source rows near (y - 1) / 2 and the next one towards it.
        ptrdiff_t row = y / 2;
        ptrdiff_t other = (y % 2 == 0) ? row - 1 : row + 1;
        if (other < 0) other = 0;
        if (other >= height) other = height - 1;
        const uint8_t *near_row = pixels + row * stride;
        const uint8_t *far_row = pixels + other * stride;
        uint8_t *out = output + y * output_stride;
        for (ptrdiff_t x = 0; x < 2 * width; x++) {
            ptrdiff_t column = x / 2;
            ptrdiff_t side = (x % 2 == 0) ? column - 1 : column + 1;
            if (side < 0) side = 0;
            if (side >= width) side = width - 1;
            unsigned value = 9u * near_row[column] + 3u * near_row[side] + 3u * far_row[column] + far_row[side];
            out[x] = (uint8_t)((value + 8u) / 16u);
        }
    }
}
