// The row-at-a-time tokenizers of Canvas's row deflater (see CPixelLoops.h).
#include "CPixelLoops.h"
#include "DeflateShared.h"

#include <string.h>

// MARK: The row deflater's tokenizer

enum {
    minimum_above_match = 16,
    chain_length = 8,
    quick_chain_length = 2,
    hash_inside_matches_below = 32,
    minimum_far_match = 4,
};

typedef uint32_t __attribute__((aligned(1), may_alias)) unaligned_word;
/// How many bytes from `position` (at most `limit`) equal those `distance` before.
#define MATCH_LENGTH(position, distance, limit) reel_match_length(data, (position), (distance), (limit))
#define HASH(position) ((ptrdiff_t)((uint32_t)(*(const unaligned_word *)(data + (position)) * 0x9E3779B1u) >> (32 - reel_hash_bits)))
#define INSERT(position, slot)                                 \
    do {                                                       \
        previous[(position) & (reel_window - 1)] = hashTable[slot]; \
        hashTable[slot] = (int32_t)(position);                 \
    } while (0)

/// The longest match of at least 4 bytes, longer than `best`, among the first `chainLength`
/// candidates of the hash chain starting at `slot`, at most `limit` bytes (and 258) long; its
/// distance goes to `*distance`. Returns `best` when none is longer.
static ptrdiff_t chain_match(const uint8_t *data, ptrdiff_t position, ptrdiff_t slot, ptrdiff_t limit, ptrdiff_t best,
    const int32_t *hashTable, const int32_t *previous, ptrdiff_t *distance, int chainLength) {
    ptrdiff_t candidate = hashTable[slot];
    int steps = 0;
    ptrdiff_t cap = limit < reel_max_match ? limit : reel_max_match;
    if (best >= cap) return best;
    // The caller hashed the 4 bytes at `position`, so they are in the data.
    uint32_t first = *(const unaligned_word *)(data + position);
    while (candidate >= 0 && steps < chainLength) {
        ptrdiff_t back = position - candidate;
        if (back > reel_window || back <= 0) break;
        // Only a candidate whose first 4 bytes match, and the byte where the best match so far
        // ends, can be a longer match of at least 4 (a quick test; the same matches are found).
        if (*(const unaligned_word *)(data + candidate) == first
            && data[candidate + best] == data[position + best]) {
            ptrdiff_t found = MATCH_LENGTH(position, back, cap);
            if (found >= 4 && found > best) {
                best = found;
                *distance = back;
                if (found == cap) break;
            }
        }
        ptrdiff_t next = previous[candidate & (reel_window - 1)];
        if (next >= candidate) break;
        candidate = next;
        steps++;
    }
    return best;
}

ptrdiff_t reel_row_deflater_zero_row(ptrdiff_t stride, uint32_t *tokens) {
    uint32_t *out = tokens;
    *out++ = 2;
    ptrdiff_t zeros = stride - 1;
    if (zeros <= 0) return out - tokens;
    *out++ = 0;
    if (zeros - 1 >= 3) {
        out = reel_long_match(out, zeros - 1, 1);
    } else {
        for (ptrdiff_t index = 0; index < zeros - 1; index++) *out++ = 0;
    }
    return out - tokens;
}

ptrdiff_t reel_row_deflater_row(
    const uint8_t *data, ptrdiff_t count, ptrdiff_t stride, int hashing, ptrdiff_t start, int32_t *hashTable,
    int32_t *previous, uint32_t *tokens) {
    uint32_t *out = tokens;
    ptrdiff_t end = start + stride;
    ptrdiff_t position = start;
    while (position < end) {
        ptrdiff_t limit = end - position;
        ptrdiff_t best = 0;
        ptrdiff_t bestDistance = 1;
        if (position > 0) best = MATCH_LENGTH(position, 1, limit);
        if (!hashing && position >= stride && best < limit) {
            ptrdiff_t above = MATCH_LENGTH(position, stride, limit);
            if (above >= minimum_above_match && above > best + minimum_above_match / 2) {
                best = above;
                bestDistance = stride;
            }
        }
        if (hashing && position + 4 <= count) {
            ptrdiff_t slot = HASH(position);
            if (best < hash_inside_matches_below) {
                best = chain_match(data, position, slot, limit, best, hashTable, previous, &bestDistance, chain_length);
            }
            INSERT(position, slot);
        }
        if (best >= 3) {
            out = reel_long_match(out, best, bestDistance);
            if (hashing && best < hash_inside_matches_below) {
                for (ptrdiff_t inside = position + 1; inside < position + best && inside + 4 <= count; inside++) {
                    INSERT(inside, HASH(inside));
                }
            }
            position += best;
        } else {
            *out++ = data[position];
            position++;
        }
    }
    return out - tokens;
}

void reel_deflate_count_symbols(
    const uint32_t *tokens, ptrdiff_t tokenCount, const uint8_t *lengthSymbol, uint32_t *literalLengthCounts,
    uint32_t *distanceCounts) {
    memset(literalLengthCounts, 0, 286 * sizeof(uint32_t));
    memset(distanceCounts, 0, 30 * sizeof(uint32_t));
    for (ptrdiff_t index = 0; index < tokenCount; index++) {
        uint32_t token = tokens[index];
        if ((token & 0x80000000u) == 0) {
            literalLengthCounts[token]++;
            continue;
        }
        literalLengthCounts[257 + lengthSymbol[(token >> 16) & 0xFF]]++;
        distanceCounts[reel_distance_symbol((ptrdiff_t)(token & 0xFFFF))]++;
    }
}

/// The longest match at `position` for a row of pixel bytes: the run of the pixel to the left,
/// the row of pixels above, then (when both are short) up to `chainLength` hash candidates.
static ptrdiff_t pixel_match(const uint8_t *data, ptrdiff_t count, ptrdiff_t bpp, ptrdiff_t position, ptrdiff_t limit,
    ptrdiff_t aboveDistance, const int32_t *hashTable, const int32_t *previous, int chainLength,
    ptrdiff_t *distanceOut) {
    ptrdiff_t best = 0;
    ptrdiff_t bestDistance = bpp;
    if (position >= bpp) best = MATCH_LENGTH(position, bpp, limit);
    if (aboveDistance > 0 && best < limit) {
        ptrdiff_t above = MATCH_LENGTH(position, aboveDistance, limit);
        if (above > best) {
            best = above;
            bestDistance = aboveDistance;
        }
    }
    if (position + 4 <= count && best < hash_inside_matches_below) {
        best = chain_match(data, position, HASH(position), limit, best, hashTable, previous, &bestDistance, chainLength);
    }
    *distanceOut = bestDistance;
    return best;
}

ptrdiff_t reel_pixel_deflater_row(
    const uint8_t *data, ptrdiff_t count, ptrdiff_t stride, ptrdiff_t bpp, ptrdiff_t start, ptrdiff_t aboveDistance,
    int quick, int32_t *hashTable, int32_t *previous, uint32_t *tokens) {
    uint32_t *out = tokens;
    ptrdiff_t end = start + stride;
    ptrdiff_t position = start;
    int chainLength = quick ? quick_chain_length : chain_length;
    while (position < end) {
        ptrdiff_t distance;
        ptrdiff_t best = pixel_match(
            data, count, bpp, position, end - position, aboveDistance, hashTable, previous, chainLength, &distance);
        if (position + 4 <= count) INSERT(position, HASH(position));
        // Three bytes more than 256 back cost about as much as three literals.
        if (best < 3 || (best < minimum_far_match && distance > 256)) {
            *out++ = data[position];
            position++;
            continue;
        }
        out = reel_long_match(out, best, distance);
        if (!quick && best < hash_inside_matches_below) {
            for (ptrdiff_t inside = position + 1; inside < position + best && inside + 4 <= count; inside++) {
                INSERT(inside, HASH(inside));
            }
        }
        position += best;
    }
    return out - tokens;
}
