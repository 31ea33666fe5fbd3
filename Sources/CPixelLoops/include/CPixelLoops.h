// Per-pixel loops of Canvas and ReelGolden, in C.
//
// Debug builds compile Swift without optimization (-Onone), where a per-pixel loop costs tens of
// nanoseconds a step (generic dispatch, retain/release, exclusivity checks). The same loops in C,
// even unoptimized (SwiftPM builds C targets at -O0 in debug, and a package used as a dependency
// may not pass other flags), run many times faster. Every function here does exactly what the
// Swift it replaced did, in the same order of arithmetic, so results are bit-identical in debug
// and release builds: pixelmatch counts and diff images, PNG filter choices and bytes.
#ifndef LAYOUTREEL_CPIXELLOOPS_H
#define LAYOUTREEL_CPIXELLOOPS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// MARK: pixelmatch 7.2.0

/// pixelmatch's options, as `PixelMatch.Settings` holds them.
typedef struct {
    double threshold;
    double alpha;
    int includeAA;
    int diffMask;
    int checkerboard;
    uint8_t aaColor[3];
    uint8_t diffColor[3];
    uint8_t diffColorAlt[3];
} reel_pixelmatch_settings;

/// What one comparison found.
typedef struct {
    ptrdiff_t different;
    ptrdiff_t antialiased;
} reel_pixelmatch_counts;

/// Compares two straight-alpha RGBA images of `width × height` pixels; `output` (zeroed, the
/// same size) receives the diff image when not NULL.
reel_pixelmatch_counts reel_pixelmatch(
    const uint8_t *expected, const uint8_t *actual, ptrdiff_t width, ptrdiff_t height,
    const reel_pixelmatch_settings *settings, uint8_t *output);

/// The background a translucent pixel at byte offset `k` is blended over (v7's checkerboard, or
/// white), in `rgb`.
void reel_pixelmatch_background(ptrdiff_t k, int checkerboard, double rgb[3]);

/// The signed squared YIQ distance between pixel `k` (a byte offset) of `p` and of `q`.
double reel_pixelmatch_color_delta(const uint8_t *p, const uint8_t *q, ptrdiff_t k, int checkerboard);

// MARK: Pixels

/// `count` straight-alpha RGBA pixels composited over white, opaque:
/// `(c·a + 255·(255 − a) + 127) / 255`.
void reel_composite_over_white(const uint8_t *source, ptrdiff_t count, uint8_t *target);

/// `count` straight-alpha RGBA pixels as cairo ARGB32 words (premultiplied as cairo's PNG reader
/// rounds).
void reel_premultiply_to_argb32(const uint8_t *source, ptrdiff_t count, uint32_t *target);

/// Whether every one of `count` straight RGBA pixels is opaque.
int reel_rgba_is_opaque(const uint8_t *pixels, ptrdiff_t count);

/// `count` RGBA pixels as RGB bytes (alpha dropped).
void reel_rgba_to_rgb(const uint8_t *pixels, ptrdiff_t count, uint8_t *output);

/// `count` copies of `word`.
void reel_fill_words(uint32_t *target, uint32_t word, ptrdiff_t count);

// MARK: PNG rows

/// Undoes filter `kind` (1 Sub, 2 Up, 3 Average, 4 Paeth) of `count` bytes in place.
void reel_png_unfilter_row(int kind, uint8_t *current, const uint8_t *prior, ptrdiff_t count, ptrdiff_t bpp);

/// Whether every pixel of `count` cairo ARGB32 words is opaque.
int reel_argb32_is_opaque(const uint32_t *words, ptrdiff_t count);

/// `count` cairo ARGB32 words (native-endian, premultiplied) as RGB bytes (opaque rows).
void reel_argb32_to_rgb(const uint32_t *words, ptrdiff_t count, uint8_t *output);

/// `count` cairo ARGB32 words as RGB bytes, as `reel_argb32_to_rgb`, in the same pass checking
/// that every pixel is opaque: returns 1 when they all are, else 0 (the bytes written are then
/// of no use). Writes exactly `3 × count` bytes.
int reel_argb32_to_rgb_if_opaque(const uint32_t *words, ptrdiff_t count, uint8_t *output);

/// `count` cairo ARGB32 words as straight RGBA bytes, un-premultiplied through `table`
/// (65 536 entries, index `alpha << 8 | component`).
void reel_argb32_to_rgba(const uint32_t *words, ptrdiff_t count, const uint8_t *table, uint8_t *output);

/// `count` 8-bit RGB pixels to RGBA; a pixel equal to the colour key (when `hasKey`) becomes
/// transparent black.
void reel_rgb8_to_rgba(
    const uint8_t *source, ptrdiff_t count, ptrdiff_t step, int hasKey, uint16_t keyRed, uint16_t keyGreen,
    uint16_t keyBlue, uint8_t *output);

// MARK: DEFLATE tokens

/// DEFLATE's bit stream being written: bytes go to `cursor`; `count` (< 32) bits wait in `bits`.
typedef struct {
    uint8_t *cursor;
    uint64_t bits;
    ptrdiff_t count;
} reel_bit_writer;

/// The row deflater's tokens for an all-zero Up row of `stride` bytes (the filter type 2, a
/// zero, a run of zeros) into `tokens`; returns how many.
ptrdiff_t reel_row_deflater_zero_row(ptrdiff_t stride, uint32_t *tokens);

/// The row deflater's tokens for the `stride` bytes of `data` (`count` in all) from `start`:
/// runs (distance 1), without `hashing` matches with the row above, with it hash chains
/// (`hashTable`: 2^15 heads, `previous`: 32 768 links, both -1 when empty, updated). At most
/// `stride` tokens go to `tokens`; returns how many.
ptrdiff_t reel_row_deflater_row(
    const uint8_t *data, ptrdiff_t count, ptrdiff_t stride, int hashing, ptrdiff_t start, int32_t *hashTable,
    int32_t *previous, uint32_t *tokens);

/// Tokenizes one row of pixel bytes (PNG filter None; `bpp` bytes a pixel), `stride` bytes from
/// `start` (its filter type byte first): at each position the longest of the run of the pixel
/// to the left (distance `bpp`), the same place in the last row of pixels (`aboveDistance`
/// back, 0 when there is none within the window) and, when those are short, hash chains as
/// `reel_row_deflater_row` with hashing. `quick` (the `.fast` encoder) looks at 2 candidates of
/// a chain instead of 8 and does not hash the positions inside matches. At most `stride`
/// tokens; returns how many.
ptrdiff_t reel_pixel_deflater_row(
    const uint8_t *data, ptrdiff_t count, ptrdiff_t stride, ptrdiff_t bpp, ptrdiff_t start, ptrdiff_t aboveDistance,
    int quick, int32_t *hashTable, int32_t *previous, uint32_t *tokens);

/// Chooses a PNG filter for a row of `count` pixel bytes (`bpp` ≤ 4 a pixel) and applies it in
/// place: None, unless Sub, Up or Paeth (against `prior`, the unfiltered row above, or NULL for
/// the first row) is estimated at under three quarters of it. The estimate looks at every
/// sixteenth pixel: None by the bytes of pixels that are neither the pixel to the left nor the one
/// above (what LZ77 cannot match as a run or a repeat; None outright when at most one in eight
/// is such a pixel), the filters by the magnitude of their residuals. Flat fills, text and
/// edges stay None; gradients, photos and blurred shadows get a filter. When a filter is
/// applied the unfiltered row is first copied to `keep` (`count` bytes, not overlapping `row`):
/// it is the next row's `prior`, where a row left None is its own. Returns the filter type
/// (0, 1, 2 or 4).
int reel_png_filter_row(uint8_t *row, const uint8_t *prior, ptrdiff_t count, ptrdiff_t bpp, uint8_t *keep);

/// A lazy LZ77 parse of the filtered rows of a truecolour frame (PNG filter None, or an
/// all-zero Up row where `zeroRows` says so), resumable row by row as rows are written.
typedef struct {
    /// The filtered rows: `rows` rows of `stride` bytes, `count` bytes in all.
    const uint8_t *data;
    ptrdiff_t count;
    ptrdiff_t stride;
    ptrdiff_t rows;
    /// Bytes a pixel (3 or 4).
    ptrdiff_t bpp;
    /// True for a row that is all-zero Up (equal to the row above).
    const bool *zeroRows;
    /// 2^15 heads and 32 768 links of the 3-byte hash chains, all -1 at the start.
    int32_t *hashTable;
    int32_t *previous;
    /// Candidates looked at per position along a chain.
    int chainLength;
    /// The next byte to tokenize (0 at the start).
    ptrdiff_t position;
} reel_pixel_parser;

/// Tokenizes from `parser->position` to `until` (a row's start), for matches reading no further
/// than `available` (the end of the rows written so far), and moves `parser->position` on (a
/// match may end past `until`, in the next row). At each position the longest of: the run of the
/// pixel to the left, the run of the byte to the left, the last row of pixels, and up to
/// `chainLength` candidates of a 3-byte hash chain; taken lazily (a literal when the next
/// position starts a longer match). A match may run on into the next row unless that is a zero
/// row; a zero row is the filter type 2, a zero and a run. At most one token a byte, plus two
/// for each zero row. Returns how many tokens went to `tokens`.
ptrdiff_t reel_pixel_parse(reel_pixel_parser *parser, ptrdiff_t until, ptrdiff_t available, uint32_t *tokens);

/// Writes a DEFLATE block with dynamic Huffman codes (RFC 1951 §3.2.7) holding `tokenCount`
/// tokens, whose symbol counts are `literalLengthCounts` (286; the end of block is added) and
/// `distanceCounts` (30): length-limited code lengths (15 bits, and 7 for the code-length code;
/// deterministic: ties go by symbol), the header with the lengths run-length coded, the tokens
/// and the end of block. `lengthSymbol` maps `length − 3` to the length symbol minus 257.
void reel_deflate_write_block(const uint32_t *tokens, ptrdiff_t tokenCount, const uint32_t *literalLengthCounts,
    const uint32_t *distanceCounts, const uint8_t *lengthSymbol, int final, reel_bit_writer *writer);

/// Writes `tokenCount` tokens as the `blockCount` blocks `reel_deflate_split` chose (`ends`),
/// each block's counts taken from the running counts it left in `scratch`; `final` marks the
/// last block.
void reel_deflate_write_split(const uint32_t *tokens, ptrdiff_t tokenCount, const uint8_t *lengthSymbol,
    const uint32_t *scratch, const ptrdiff_t *ends, ptrdiff_t blockCount, int final, reel_bit_writer *writer);

/// The `uint32_t` words of scratch `reel_deflate_split` needs for `tokenCount` tokens.
ptrdiff_t reel_deflate_split_scratch_words(ptrdiff_t tokenCount);

/// Where to end DEFLATE blocks among `tokenCount` tokens so that each block's Huffman codes fit
/// its part of the image: every 1 024 tokens may end a block, and a range is split in two,
/// recursively (4 deep at most), where two blocks are estimated to cost fewer bits than one
/// (each symbol's entropy by its share, and a header by the symbols used); the running symbol
/// counts it takes at every 1 024 tokens stay in `scratch` for `reel_deflate_write_split`, even
/// when it does not split. Writes the index
/// after each block's last token to `ends` (room for `capacity`, at least 1), in order, the
/// last being `tokenCount`; returns how many. `lengthSymbol` maps `length − 3` to the length
/// symbol minus 257; `scratch` has `reel_deflate_split_scratch_words(tokenCount)` words.
ptrdiff_t reel_deflate_split(const uint32_t *tokens, ptrdiff_t tokenCount, const uint8_t *lengthSymbol,
    uint32_t *scratch, ptrdiff_t *ends, ptrdiff_t capacity);

/// The literal/length (286) and distance (30) symbol counts of `tokenCount` tokens;
/// `lengthSymbol` maps `length − 3` to the length symbol minus 257.
void reel_deflate_count_symbols(
    const uint32_t *tokens, ptrdiff_t tokenCount, const uint8_t *lengthSymbol, uint32_t *literalLengthCounts,
    uint32_t *distanceCounts);

// MARK: Palette images

/// Slots of `reel_palette_index`'s open-addressing table (a power of two, well over 256).
#define REEL_PALETTE_SLOTS 4096

/// Indexes the pixels of a frame of `width × height` 32-bit words (`stride` bytes a row) for a
/// palette PNG: every row not flagged in `repeatedRows` gets one index byte a pixel in `indices`
/// (`width` bytes a row); the distinct words go to `words` (room for 256) in order of first
/// appearance. Words are read in native byte order, or as little-endian when
/// `littleEndianWords`. `table` is scratch for `2 × REEL_PALETTE_SLOTS` words. Returns the
/// number of colours, or -1 as soon as a 257th appears.
///
/// The flags of the first `*flaggedRows` rows are taken as given; the flag of every later row
/// the loop reaches is found here (whether its `4 × width` bytes equal the row above's) and
/// written to `repeatedRows`, and `*flaggedRows` is advanced past it: to `height` when the frame
/// has a palette, to one past the row of the 257th colour when it has not. (The encoder's
/// truecolour rows go on from there, so the frame is compared row by row only once.)
ptrdiff_t reel_palette_index(
    const uint8_t *base, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height, bool *repeatedRows,
    ptrdiff_t *flaggedRows, int littleEndianWords, uint32_t *table, uint8_t *indices, uint32_t *words);

/// Writes `width` indices packed at `depth` bits (1, 2, 4 or 8; most significant bits first, the
/// last byte's spare bits zero) to `output`.
void reel_pack_indices(const uint8_t *indices, ptrdiff_t width, int depth, uint8_t *output);

/// Expands `count` palette indices of `depth` bits (1, 2, 4 or 8, most significant bits first)
/// to the RGBA bytes of `palette` (4 bytes a colour, `colours` of them), writing a pixel every
/// `step` bytes of `output`. Returns -1, or the position of the first index with no colour
/// (pixels before it are written).
ptrdiff_t reel_palette_to_rgba(
    const uint8_t *source, ptrdiff_t count, int depth, ptrdiff_t step, const uint8_t *palette, ptrdiff_t colours,
    uint8_t *output);

// MARK: GIF

/// `count` straight RGBA pixels as GIF colour words: `0xFF000000 | r << 16 | g << 8 | b` for a
/// pixel with alpha ≥ 128, 0 (transparent) below. Returns 1 when any pixel is transparent.
int reel_gif_words(const uint8_t *rgba, ptrdiff_t count, uint32_t *words);

/// The smallest rectangle holding every pixel where two `width × height` frames of words differ,
/// as `rect[0…3]` = x, y, width, height. Returns 0 (and leaves `rect`) when they are equal.
int reel_gif_changed_rect(
    const uint32_t *previous, const uint32_t *current, ptrdiff_t width, ptrdiff_t height, ptrdiff_t *rect);

/// The most bytes `reel_gif_lzw_encode` writes for `count` indices.
size_t reel_gif_lzw_bound(size_t count);

/// Compresses `count` colour indices (each below `1 << min_code_size`, 2…8) as GIF's variable-length
/// LZW: a clear code first, codes from `min_code_size + 1` bits widening to 12, the table cleared
/// when code 4095 is assigned, the end code last; packed least significant bit first. Returns the
/// bytes written, or 0 when `capacity` (see `reel_gif_lzw_bound`) is too small.
size_t reel_gif_lzw_encode(const uint8_t *indices, size_t count, int min_code_size, uint8_t *out, size_t capacity);

// MARK: Blur (view shadows)

/// One pass of a box blur over an 8-bit alpha image of `width × height` pixels, rows `stride`
/// bytes apart, in place: each pixel becomes the mean of the `2 * radius + 1` pixels around it
/// horizontally, then vertically (outside the image counts as 0), rounded to nearest with
/// integer arithmetic, so the result is the same on every machine. Three passes approximate a
/// gaussian. `scratch` holds at least `max(width, height)` bytes.
void reel_box_blur_a8(
    uint8_t *pixels, ptrdiff_t width, ptrdiff_t height, ptrdiff_t stride, ptrdiff_t radius, uint8_t *scratch);

/// Doubles an 8-bit alpha image of `width × height` pixels (rows `stride` bytes apart) into
/// `output` (`2 * width × 2 * height`, rows `output_stride` apart) by bilinear interpolation
/// between pixel centres (weights 9, 3, 3, 1 of 16, edges repeated), rounded to nearest with
/// integer arithmetic.
void reel_upscale2x_a8(
    const uint8_t *pixels, ptrdiff_t width, ptrdiff_t height, ptrdiff_t stride, uint8_t *output,
    ptrdiff_t output_stride);

#endif
