// The pixel parser of Canvas's row deflater (see CPixelLoops.h): a lazy LZ77 parse of filtered
// truecolour rows whose matches may run on into the next row.
#include "CPixelLoops.h"
#include "DeflateShared.h"

#include <string.h>

enum {
    /// Matches at least this long are taken without looking along the hash chain or one
    /// position ahead, and the positions inside them are not hashed.
    parse_nice = 32,
    /// Candidates of the chain looked at one position ahead (the lazy look): on the busy bench
    /// frames and drawn cells the first alone made slightly smaller files than 4 or the whole
    /// chain, in less time.
    parse_lazy_chain = 1,
};

typedef uint32_t __attribute__((aligned(1), may_alias)) parse_word;

/// The 3 bytes at `p` (the caller made sure 4 are in the data).
static inline uint32_t parse_key(const uint8_t *data, ptrdiff_t p) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return *(const parse_word *)(data + p) & 0xFFFFFFu;
#else
    return *(const parse_word *)(data + p) >> 8;
#endif
}

static inline ptrdiff_t parse_hash(uint32_t key) {
    return (ptrdiff_t)((key * 0x9E3779B1u) >> (32 - reel_hash_bits));
}

/// How far back the last row of pixels before `row` starts (zero rows repeat it), or 0 when it
/// is out of the window.
static inline ptrdiff_t parse_above(const reel_pixel_parser *parser, ptrdiff_t row) {
    for (ptrdiff_t r = row - 1; r >= 0 && (row - r) * parser->stride <= reel_window; r--) {
        if (!parser->zeroRows[r]) return (row - r) * parser->stride;
    }
    return 0;
}

/// Where the matches of positions in `row` must end: with the next row, unless that is a zero
/// row (tokenized on its own) or not written yet.
static inline ptrdiff_t parse_stop(const reel_pixel_parser *parser, ptrdiff_t row, ptrdiff_t available) {
    ptrdiff_t end = (row + 1) * parser->stride;
    if (row + 1 < parser->rows && !parser->zeroRows[row + 1] && end + parser->stride <= available) {
        return end + parser->stride;
    }
    return end < available ? end : available;
}

static inline void parse_insert(reel_pixel_parser *parser, ptrdiff_t p, ptrdiff_t slot) {
    parser->previous[p & (reel_window - 1)] = parser->hashTable[slot];
    parser->hashTable[slot] = (int32_t)p;
}

/// The longest match at `p` of at most `limit` bytes: the run of the pixel to the left, the run
/// of the byte to the left, the last row of pixels (`above` back), and, when those are shorter
/// than `parse_nice`, up to `chainLength` candidates of the 3-byte hash chain. Hashes `p` when
/// `insert`.
static inline ptrdiff_t parse_match(reel_pixel_parser *parser, ptrdiff_t p, ptrdiff_t limit, ptrdiff_t above,
    int chainLength, int insert, ptrdiff_t *distance) {
    const uint8_t *data = parser->data;
    ptrdiff_t best = 0, bestDistance = 1;
    if (p >= parser->bpp) {
        best = reel_match_length(data, p, parser->bpp, limit);
        bestDistance = parser->bpp;
    }
    if (best < limit && p >= 1) {
        ptrdiff_t length = reel_match_length(data, p, 1, limit);
        if (length > best) {
            best = length;
            bestDistance = 1;
        }
    }
    if (above > 0 && best < limit) {
        ptrdiff_t length = reel_match_length(data, p, above, limit);
        if (length > best) {
            best = length;
            bestDistance = above;
        }
    }
    if (p + 4 <= parser->count) {
        uint32_t key = parse_key(data, p);
        ptrdiff_t slot = parse_hash(key);
        if (best < parse_nice && best < limit) {
            ptrdiff_t candidate = parser->hashTable[slot];
            for (int steps = 0; candidate >= 0 && steps < chainLength; steps++) {
                ptrdiff_t back = p - candidate;
                if (back > reel_window || back <= 0) break;
                if (parse_key(data, candidate) == key && data[candidate + best] == data[p + best]) {
                    ptrdiff_t length = reel_match_length(data, p, back, limit);
                    if (length > best) {
                        best = length;
                        bestDistance = back;
                        if (length >= limit) break;
                    }
                }
                ptrdiff_t next = parser->previous[candidate & (reel_window - 1)];
                if (next >= candidate) break;
                candidate = next;
            }
        }
        if (insert) parse_insert(parser, p, slot);
    }
    *distance = bestDistance;
    return best;
}

ptrdiff_t reel_pixel_parse(reel_pixel_parser *parser, ptrdiff_t until, ptrdiff_t available, uint32_t *tokens) {
    const uint8_t *data = parser->data;
    const ptrdiff_t stride = parser->stride;
    uint32_t *out = tokens;
    ptrdiff_t p = parser->position;
    while (p < until) {
        ptrdiff_t row = p / stride;
        if (p == row * stride && parser->zeroRows[row]) {
            // The filter type 2, a zero, a run of zeros; not read, not hashed.
            *out++ = 2;
            if (stride > 1) *out++ = 0;
            if (stride - 2 >= 3) {
                out = reel_long_match(out, stride - 2, 1);
            } else {
                for (ptrdiff_t index = 2; index < stride; index++) *out++ = 0;
            }
            p += stride;
            continue;
        }
        ptrdiff_t rowEnd = (row + 1) * stride;
        ptrdiff_t stop = parse_stop(parser, row, available);
        ptrdiff_t above = parse_above(parser, row);
        ptrdiff_t end = rowEnd < until ? rowEnd : until;
        while (p < end) {
            ptrdiff_t limit = stop - p;
            if (limit > reel_max_match) limit = reel_max_match;
            ptrdiff_t distance;
            ptrdiff_t best = parse_match(parser, p, limit, above, parser->chainLength, 1, &distance);
            // (Matches of 3 bytes are taken at any distance: on busy frames refusing those more
            // than 4 KiB back made the files 1.3 % larger.)
            if (best < 3) {
                *out++ = data[p];
                p++;
                continue;
            }
            if (best < parse_nice && p + 1 < stop) {
                // Lazy: a literal here when the next position starts a longer match.
                ptrdiff_t nextLimit = stop - p - 1;
                if (nextLimit > reel_max_match) nextLimit = reel_max_match;
                ptrdiff_t nextDistance;
                ptrdiff_t next = parse_match(
                    parser, p + 1, nextLimit, above, parse_lazy_chain < parser->chainLength ? parse_lazy_chain : parser->chainLength,
                    0, &nextDistance);
                if (next > best + 1) {
                    *out++ = data[p];
                    p++;
                    continue;
                }
            }
            out = reel_long_match(out, best, distance);
            if (best < parse_nice) {
                for (ptrdiff_t inside = p + 1; inside < p + best && inside + 4 <= parser->count; inside++) {
                    parse_insert(parser, inside, parse_hash(parse_key(data, inside)));
                }
            }
            p += best;
        }
    }
    parser->position = p;
    return out - tokens;
}
