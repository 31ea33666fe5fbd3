// Where Canvas's row deflater ends its blocks, and the blocks written there with the counts the
// split took (see CPixelLoops.h).
#include "CPixelLoops.h"
#include "DeflateShared.h"

#include <string.h>

enum {
    split_symbols = 286 + 30,
    /// Tokens between the places a block may end.
    split_granule = 1024,
    /// Splits nested deeper than this are not looked for.
    split_depth = 4,
    /// Estimated header bits of a block: a base, and this much for each symbol it uses.
    split_header_base = 80,
    split_header_per_symbol = 4,
    /// c · log2(c) is looked up below this count.
    split_table = 4096,
};

/// log2(x) for x ≥ 1, within about 0.005: the exponent, and a quadratic for the mantissa.
static inline float split_log2(float x) {
    union {
        float f;
        uint32_t i;
    } v = {x};
    float exponent = (float)((int)((v.i >> 23) & 0xFF) - 127);
    v.i = (v.i & 0x7FFFFFu) | 0x3F800000u;
    float m = v.f;
    return exponent + (-0.34484843f * m + 2.02466578f) * m - 0.67487759f;
}

/// c · log2(c) from the table, or computed for larger counts.
static inline float split_xlog(const float *table, uint32_t c) {
    return c < split_table ? table[c] : (float)c * split_log2((float)c);
}

/// The symbols a chunk's tokens use at all, in order: literal/length symbols, then distance
/// symbols (0…29, offset by 286 in the counts). Sums over only these are the same floats as
/// over all symbols, an unused one adding exactly 0.
typedef struct {
    uint16_t symbols[split_symbols];
    int literalCount;
    int count;
} split_used;

/// Estimated bits of a block of the tokens between checkpoints `a` and `b` (`counts` holds each
/// checkpoint's running symbol counts): each symbol's Huffman cost by its share (n · log2(n) −
/// Σ c · log2(c) per code), and a header.
static float split_cost(
    const uint32_t *counts, const float *table, const split_used *used, ptrdiff_t a, ptrdiff_t b) {
    const uint32_t *from = counts + a * split_symbols, *to = counts + b * split_symbols;
    uint32_t literalTotal = 1, distanceTotal = 0;  // 1: the end of block
    float literalSum = 0, distanceSum = 0;
    int present = 0;
    for (int index = 0; index < used->literalCount; index++) {
        int symbol = used->symbols[index];
        uint32_t c = to[symbol] - from[symbol];
        literalTotal += c;
        literalSum += split_xlog(table, c);
        present += c != 0;
    }
    for (int index = used->literalCount; index < used->count; index++) {
        int symbol = used->symbols[index];
        uint32_t c = to[symbol] - from[symbol];
        distanceTotal += c;
        distanceSum += split_xlog(table, c);
        present += c != 0;
    }
    float bits = split_xlog(table, literalTotal) - literalSum + split_xlog(table, distanceTotal) - distanceSum;
    return bits + (float)(split_header_per_symbol * present + split_header_base);
}

/// Splits the checkpoints `a`…`b` where two blocks cost fewer bits than one, recursively;
/// appends each block's last checkpoint to `ends`.
static void split_range(const uint32_t *counts, const float *table, const split_used *used, ptrdiff_t a, ptrdiff_t b,
    float whole, int depth, ptrdiff_t *ends, ptrdiff_t *endCount, ptrdiff_t capacity) {
    ptrdiff_t bestAt = -1;
    float best = whole, bestLeft = 0, bestRight = 0;
    if (depth < split_depth && b - a >= 2 && *endCount + 2 <= capacity) {
        for (ptrdiff_t k = a + 1; k < b; k++) {
            float left = split_cost(counts, table, used, a, k), right = split_cost(counts, table, used, k, b);
            if (left + right < best) {
                best = left + right;
                bestAt = k;
                bestLeft = left;
                bestRight = right;
            }
        }
    }
    if (bestAt < 0) {
        ends[(*endCount)++] = b;
        return;
    }
    split_range(counts, table, used, a, bestAt, bestLeft, depth + 1, ends, endCount, capacity);
    split_range(counts, table, used, bestAt, b, bestRight, depth + 1, ends, endCount, capacity);
}

ptrdiff_t reel_deflate_split_scratch_words(ptrdiff_t tokenCount) {
    return (tokenCount / split_granule + 2) * split_symbols + split_table;
}

ptrdiff_t reel_deflate_split(const uint32_t *tokens, ptrdiff_t tokenCount, const uint8_t *lengthSymbol,
    uint32_t *scratch, ptrdiff_t *ends, ptrdiff_t capacity) {
    // Running symbol counts at every checkpoint: 0, granule, 2·granule, …, tokenCount (kept for
    // `reel_deflate_write_split`, which takes each block's counts from them).
    ptrdiff_t checkpoints = (tokenCount + split_granule - 1) / split_granule;
    uint32_t *counts = scratch + split_table;
    memset(counts, 0, split_symbols * sizeof(uint32_t));
    for (ptrdiff_t checkpoint = 1; checkpoint <= checkpoints; checkpoint++) {
        uint32_t *row = counts + checkpoint * split_symbols;
        memcpy(row, row - split_symbols, split_symbols * sizeof(uint32_t));
        ptrdiff_t end = checkpoint * split_granule < tokenCount ? checkpoint * split_granule : tokenCount;
        for (ptrdiff_t index = (checkpoint - 1) * split_granule; index < end; index++) {
            uint32_t token = tokens[index];
            if ((token & 0x80000000u) == 0) {
                row[token]++;
            } else {
                row[257 + lengthSymbol[(token >> 16) & 0xFF]]++;
                row[286 + reel_distance_symbol((ptrdiff_t)(token & 0xFFFF))]++;
            }
        }
    }
    if (tokenCount <= split_granule || capacity < 2) {
        ends[0] = tokenCount;
        return 1;
    }
    float *table = (float *)(void *)scratch;
    table[0] = 0;
    for (uint32_t c = 1; c < split_table; c++) table[c] = (float)c * split_log2((float)c);
    split_used used;
    used.count = 0;
    const uint32_t *totals = counts + checkpoints * split_symbols;
    for (int symbol = 0; symbol < split_symbols; symbol++) {
        if (symbol == 286) used.literalCount = used.count;
        if (totals[symbol] != 0) used.symbols[used.count++] = (uint16_t)symbol;
    }
    ptrdiff_t endCount = 0;
    split_range(counts, table, &used, 0, checkpoints, split_cost(counts, table, &used, 0, checkpoints), 0, ends,
        &endCount, capacity);
    for (ptrdiff_t index = 0; index < endCount; index++) {
        ends[index] = ends[index] * split_granule < tokenCount ? ends[index] * split_granule : tokenCount;
    }
    return endCount;
}

void reel_deflate_write_split(const uint32_t *tokens, ptrdiff_t tokenCount, const uint8_t *lengthSymbol,
    const uint32_t *scratch, const ptrdiff_t *ends, ptrdiff_t blockCount, int final, reel_bit_writer *writer) {
    // The running counts `reel_deflate_split` left at every checkpoint: a block's counts are the
    // difference of its ends'.
    const uint32_t *counts = scratch + split_table;
    ptrdiff_t checkpoints = (tokenCount + split_granule - 1) / split_granule;
    ptrdiff_t start = 0;
    for (ptrdiff_t block = 0; block < blockCount; block++) {
        ptrdiff_t end = ends[block];
        const uint32_t *from = counts + (start / split_granule) * split_symbols;
        const uint32_t *to = counts + (end == tokenCount ? checkpoints : end / split_granule) * split_symbols;
        uint32_t blockCounts[split_symbols];
        for (int symbol = 0; symbol < split_symbols; symbol++) blockCounts[symbol] = to[symbol] - from[symbol];
        reel_deflate_write_block(tokens + start, end - start, blockCounts, blockCounts + 286, lengthSymbol,
            final && block == blockCount - 1, writer);
        start = end;
    }
}
