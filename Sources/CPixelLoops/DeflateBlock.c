// The dynamic-Huffman DEFLATE blocks of Canvas's row deflater (see CPixelLoops.h): code lengths
// from symbol counts, the block header, the tokens.
#include "CPixelLoops.h"
#include "DeflateShared.h"

#include <string.h>

/// Stores the 64 bits of `bits` at `cursor`, least significant byte first.
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define STORE_64(cursor, bits)             \
    do {                                   \
        uint64_t all = (bits);             \
        memcpy((cursor), &all, 8);         \
    } while (0)
#else
#define STORE_64(cursor, bits)                                                       \
    do {                                                                             \
        for (int byte = 0; byte < 8; byte++) (cursor)[byte] = (uint8_t)((bits) >> (8 * byte)); \
    } while (0)
#endif

enum {
    block_literal_symbols = 286,
    block_distance_symbols = 30,
    block_end = 256,
};

static const uint16_t block_length_base[29] = {
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t block_length_extra[29] = {
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t block_distance_base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257,
    385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t block_distance_extra[30] = {
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t block_code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/// Each byte with its bits in reverse order (codes are written least significant bit first).
static const uint8_t block_reversed_byte[256] = {
    0, 128, 64, 192, 32, 160, 96, 224, 16, 144, 80, 208, 48, 176, 112, 240,
    8, 136, 72, 200, 40, 168, 104, 232, 24, 152, 88, 216, 56, 184, 120, 248,
    4, 132, 68, 196, 36, 164, 100, 228, 20, 148, 84, 212, 52, 180, 116, 244,
    12, 140, 76, 204, 44, 172, 108, 236, 28, 156, 92, 220, 60, 188, 124, 252,
    2, 130, 66, 194, 34, 162, 98, 226, 18, 146, 82, 210, 50, 178, 114, 242,
    10, 138, 74, 202, 42, 170, 106, 234, 26, 154, 90, 218, 58, 186, 122, 250,
    6, 134, 70, 198, 38, 166, 102, 230, 22, 150, 86, 214, 54, 182, 118, 246,
    14, 142, 78, 206, 46, 174, 110, 238, 30, 158, 94, 222, 62, 190, 126, 254,
    1, 129, 65, 193, 33, 161, 97, 225, 17, 145, 81, 209, 49, 177, 113, 241,
    9, 137, 73, 201, 41, 169, 105, 233, 25, 153, 89, 217, 57, 185, 121, 249,
    5, 133, 69, 197, 37, 165, 101, 229, 21, 149, 85, 213, 53, 181, 117, 245,
    13, 141, 77, 205, 45, 173, 109, 237, 29, 157, 93, 221, 61, 189, 125, 253,
    3, 131, 67, 195, 35, 163, 99, 227, 19, 147, 83, 211, 51, 179, 115, 243,
    11, 139, 75, 203, 43, 171, 107, 235, 27, 155, 91, 219, 59, 187, 123, 251,
    7, 135, 71, 199, 39, 167, 103, 231, 23, 151, 87, 215, 55, 183, 119, 247,
    15, 143, 79, 207, 47, 175, 111, 239, 31, 159, 95, 223, 63, 191, 127, 255,
};

/// Sorts `count` keys ascending (Shell's sort with Ciura's gaps: at most 286 keys, all
/// distinct, so the order is the same whatever the sort).
static void block_sort(uint64_t *keys, int count) {
    static const int gaps[] = {132, 57, 23, 10, 4, 1};
    for (int g = 0; g < (int)(sizeof gaps / sizeof gaps[0]); g++) {
        int gap = gaps[g];
        for (int i = gap; i < count; i++) {
            uint64_t key = keys[i];
            int j = i;
            while (j >= gap && keys[j - gap] > key) {
                keys[j] = keys[j - gap];
                j -= gap;
            }
            keys[j] = key;
        }
    }
}

/// Plain Huffman code lengths of `weights`: the two-queue construction over the used symbols
/// sorted by weight, ties by symbol.
static void block_huffman_lengths(const uint32_t *weights, int symbolCount, uint8_t *lengths) {
    uint64_t keys[block_literal_symbols];
    int leafCount = 0;
    for (int symbol = 0; symbol < symbolCount; symbol++) {
        lengths[symbol] = 0;
        if (weights[symbol] > 0) keys[leafCount++] = (uint64_t)weights[symbol] << 16 | (uint64_t)symbol;
    }
    if (leafCount == 1) {
        lengths[keys[0] & 0xFFFF] = 1;
        return;
    }
    if (leafCount < 2) return;
    block_sort(keys, leafCount);
    // Nodes 0..<leafCount are the leaves in order; internal nodes follow, each after its children.
    uint64_t weight[2 * block_literal_symbols];
    int parent[2 * block_literal_symbols];
    uint8_t depth[2 * block_literal_symbols];
    for (int leaf = 0; leaf < leafCount; leaf++) weight[leaf] = keys[leaf] >> 16;
    int nodes = leafCount, nextLeaf = 0, nextInternal = leafCount;
    for (int merge = 0; merge < leafCount - 1; merge++) {
        int pair[2];
        for (int k = 0; k < 2; k++) {
            if (nextLeaf < leafCount && (nextInternal >= nodes || weight[nextLeaf] <= weight[nextInternal])) {
                pair[k] = nextLeaf++;
            } else {
                pair[k] = nextInternal++;
            }
        }
        weight[nodes] = weight[pair[0]] + weight[pair[1]];
        parent[pair[0]] = nodes;
        parent[pair[1]] = nodes;
        nodes++;
    }
    depth[nodes - 1] = 0;
    for (int node = nodes - 2; node >= 0; node--) {
        int d = depth[parent[node]] + 1;
        depth[node] = (uint8_t)(d < 255 ? d : 255);
    }
    for (int leaf = 0; leaf < leafCount; leaf++) lengths[keys[leaf] & 0xFFFF] = depth[leaf];
}

/// A length-limited canonical code for `counts`: at least two symbols get a code (the first
/// unused ones count 1, since decoders such as zlib refuse fewer); while the tree is deeper than
/// `limit`, the counts are halved (each used one staying at least 1) and the tree rebuilt. The
/// codes are bit-reversed for writing least significant bit first.
static void block_code(const uint32_t *counts, int symbolCount, int limit, uint8_t *lengths, uint32_t *codes) {
    uint32_t weights[block_literal_symbols];
    int used = 0;
    for (int symbol = 0; symbol < symbolCount; symbol++) {
        weights[symbol] = counts[symbol];
        used += counts[symbol] > 0;
    }
    for (int symbol = 0; used < 2 && symbol < symbolCount; symbol++) {
        if (weights[symbol] == 0) {
            weights[symbol] = 1;
            used++;
        }
    }
    for (;;) {
        block_huffman_lengths(weights, symbolCount, lengths);
        int longest = 0;
        for (int symbol = 0; symbol < symbolCount; symbol++) longest = lengths[symbol] > longest ? lengths[symbol] : longest;
        if (longest <= limit) break;
        for (int symbol = 0; symbol < symbolCount; symbol++) {
            if (weights[symbol] > 1) weights[symbol] >>= 1;
        }
    }
    uint32_t perLength[16] = {0}, next[16] = {0};
    for (int symbol = 0; symbol < symbolCount; symbol++) {
        if (lengths[symbol] > 0) perLength[lengths[symbol]]++;
    }
    uint32_t code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (code + perLength[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int symbol = 0; symbol < symbolCount; symbol++) {
        int length = lengths[symbol];
        if (length == 0) {
            codes[symbol] = 0;
            continue;
        }
        uint32_t value = next[length]++;
        uint32_t reversed16 = (uint32_t)block_reversed_byte[value & 0xFF] << 8 | block_reversed_byte[(value >> 8) & 0xFF];
        codes[symbol] = reversed16 >> (16 - length);
    }
}

void reel_deflate_write_block(const uint32_t *tokens, ptrdiff_t tokenCount, const uint32_t *literalLengthCounts,
    const uint32_t *distanceCounts, const uint8_t *lengthSymbol, int final, reel_bit_writer *writer) {
    uint32_t literalCounts[block_literal_symbols];
    memcpy(literalCounts, literalLengthCounts, sizeof literalCounts);
    literalCounts[block_end] = 1;
    uint8_t literalLengths[block_literal_symbols], distanceLengths[block_distance_symbols];
    uint32_t literalCodes[block_literal_symbols], distanceCodes[block_distance_symbols];
    block_code(literalCounts, block_literal_symbols, 15, literalLengths, literalCodes);
    block_code(distanceCounts, block_distance_symbols, 15, distanceLengths, distanceCodes);

    // The header: both codes' lengths, run-length coded (16 repeats the previous length 3…6
    // times, 17 and 18 are 3…10 and 11…138 zeros), in a code of their own.
    int literalCount = block_literal_symbols;
    while (literalCount > 257 && literalLengths[literalCount - 1] == 0) literalCount--;
    int distanceCount = block_distance_symbols;
    while (distanceCount > 1 && distanceLengths[distanceCount - 1] == 0) distanceCount--;
    uint8_t lengths[block_literal_symbols + block_distance_symbols];
    memcpy(lengths, literalLengths, (size_t)literalCount);
    memcpy(lengths + literalCount, distanceLengths, (size_t)distanceCount);
    int total = literalCount + distanceCount;
    uint8_t runSymbols[block_literal_symbols + block_distance_symbols];
    uint8_t runExtras[block_literal_symbols + block_distance_symbols];
    int runs = 0;
    for (int index = 0; index < total;) {
        uint8_t value = lengths[index];
        int run = 1;
        while (index + run < total && lengths[index + run] == value) run++;
        if (value == 0) {
            int left = run;
            while (left >= 11) {
                int take = left < 138 ? left : 138;
                runSymbols[runs] = 18;
                runExtras[runs++] = (uint8_t)(take - 11);
                left -= take;
            }
            if (left >= 3) {
                runSymbols[runs] = 17;
                runExtras[runs++] = (uint8_t)(left - 3);
                left = 0;
            }
            for (; left > 0; left--) {
                runSymbols[runs] = 0;
                runExtras[runs++] = 0;
            }
        } else {
            runSymbols[runs] = value;
            runExtras[runs++] = 0;
            int left = run - 1;
            while (left >= 3) {
                int take = left < 6 ? left : 6;
                runSymbols[runs] = 16;
                runExtras[runs++] = (uint8_t)(take - 3);
                left -= take;
            }
            for (; left > 0; left--) {
                runSymbols[runs] = value;
                runExtras[runs++] = 0;
            }
        }
        index += run;
    }
    uint32_t runCounts[19] = {0};
    for (int k = 0; k < runs; k++) runCounts[runSymbols[k]]++;
    uint8_t runLengths[19];
    uint32_t runCodes[19];
    block_code(runCounts, 19, 7, runLengths, runCodes);
    int codeLengthCount = 19;
    while (codeLengthCount > 4 && runLengths[block_code_length_order[codeLengthCount - 1]] == 0) codeLengthCount--;

    uint8_t *cursor = writer->cursor;
    uint64_t bits = writer->bits;
    ptrdiff_t count = writer->count;
    WRITE_BITS(final ? 1u : 0u, 1);
    WRITE_BITS(2u, 2);
    WRITE_BITS((uint32_t)(literalCount - 257), 5);
    WRITE_BITS((uint32_t)(distanceCount - 1), 5);
    WRITE_BITS((uint32_t)(codeLengthCount - 4), 4);
    for (int position = 0; position < codeLengthCount; position++) {
        WRITE_BITS(runLengths[block_code_length_order[position]], 3);
    }
    for (int k = 0; k < runs; k++) {
        int symbol = runSymbols[k];
        WRITE_BITS(runCodes[symbol], runLengths[symbol]);
        if (symbol >= 16) WRITE_BITS(runExtras[k], symbol == 16 ? 2 : symbol == 17 ? 3 : 7);
    }

    // Each length's code and extra bits as one value (a table per block), then the tokens.
    uint32_t lengthCodes[256];
    uint8_t lengthBits[256];
    for (int lengthMinus3 = 0; lengthMinus3 < 256; lengthMinus3++) {
        int symbol = lengthSymbol[lengthMinus3];
        int codeLength = literalLengths[257 + symbol];
        lengthCodes[lengthMinus3] = literalCodes[257 + symbol]
            | (uint32_t)(lengthMinus3 + 3 - block_length_base[symbol]) << codeLength;
        lengthBits[lengthMinus3] = (uint8_t)(codeLength + block_length_extra[symbol]);
    }
    // The tokens: each one's bits are added (at most 15 for a literal, 20 + 28 for a match, to
    // fewer than 8 waiting), then the whole bytes stored eight at a time and the cursor moved
    // past them; the output's bound leaves room for the eight.
    STORE_64(cursor, bits);
    cursor += count >> 3;
    bits >>= count & ~(ptrdiff_t)7;
    count &= 7;
    for (ptrdiff_t index = 0; index < tokenCount; index++) {
        uint32_t token = tokens[index];
        if ((token & 0x80000000u) == 0) {
            bits |= (uint64_t)literalCodes[token] << count;
            count += literalLengths[token];
        } else {
            uint32_t lengthMinus3 = (token >> 16) & 0xFF;
            bits |= (uint64_t)lengthCodes[lengthMinus3] << count;
            count += lengthBits[lengthMinus3];
            ptrdiff_t distanceMinus1 = (ptrdiff_t)(token & 0xFFFF);
            int symbol = reel_distance_symbol(distanceMinus1);
            int codeLength = distanceLengths[symbol];
            uint32_t distance = distanceCodes[symbol]
                | (uint32_t)(distanceMinus1 + 1 - block_distance_base[symbol]) << codeLength;
            bits |= (uint64_t)distance << count;
            count += codeLength + block_distance_extra[symbol];
        }
        STORE_64(cursor, bits);
        cursor += count >> 3;
        bits >>= count & ~(ptrdiff_t)7;
        count &= 7;
    }
    WRITE_BITS(literalCodes[block_end], literalLengths[block_end]);
    writer->cursor = cursor;
    writer->bits = bits;
    writer->count = count;
}
