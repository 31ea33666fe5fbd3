// What the row deflater's tokenizers, block splitter and block writer share (DeflateTokens.c,
// PixelParse.c, DeflateSplit.c, DeflateBlock.c): match lengths, long matches as tokens,
// distance symbols, the bit writer's macros. Private to CPixelLoops.
#ifndef REEL_DEFLATE_SHARED_H
#define REEL_DEFLATE_SHARED_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

enum {
    /// DEFLATE's longest match and its window (RFC 1951).
    reel_max_match = 258,
    reel_window = 32768,
    /// The tokenizers' hash tables have 2^15 heads (the Swift side, `RowDeflater.hashBits`,
    /// allocates them).
    reel_hash_bits = 15,
};

typedef uint64_t __attribute__((aligned(1), may_alias)) reel_unaligned_u64;

/// How many bytes from `position` (at most `limit`) equal those `distance` before, eight at a
/// time; inlined in the tokenizers, which ask at every position of a row, mostly to find a match
/// of a few bytes or none.
static inline ptrdiff_t reel_match_length(
    const uint8_t *data, ptrdiff_t position, ptrdiff_t distance, ptrdiff_t limit) {
    ptrdiff_t length = 0;
    const uint8_t *here = data + position;
    const uint8_t *there = data + position - distance;
#if defined(__SSE2__)
    // Sixteen at a time where SSE2 is (every x86-64): runs of flat colour make most of a
    // frame's matches as long as DEFLATE allows.
    while (length + 16 <= limit) {
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)(here + length));
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(there + length));
        unsigned equal = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(a, b));
        if (equal != 0xFFFFu) return length + __builtin_ctz(~equal);
        length += 16;
    }
#endif
    while (length + 8 <= limit) {
        uint64_t difference =
            *(const reel_unaligned_u64 *)(here + length) ^ *(const reel_unaligned_u64 *)(there + length);
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

/// Appends the tokens of a match of any length ≥ 3 at `distance`: pieces of at most 258, none
/// shorter than 3.
static inline uint32_t *reel_long_match(uint32_t *out, ptrdiff_t length, ptrdiff_t distance) {
    ptrdiff_t left = length;
    while (left > 0) {
        ptrdiff_t take = left < 258 ? left : 258;
        if (left - take > 0 && left - take < 3) take = left - 3;
        *out++ = 0x80000000u | (uint32_t)(take - 3) << 16 | (uint32_t)(distance - 1);
        left -= take;
    }
    return out;
}

/// The distance symbol (0…29) of `distance − 1`: symbols come in pairs per power of two above
/// 4, 2·log2(d − 1) + the second-highest bit.
static inline int reel_distance_symbol(ptrdiff_t distanceMinusOne) {
    ptrdiff_t d = distanceMinusOne;
    if (d < 4) return (int)d;
    int highBit = 63 - __builtin_clzll((unsigned long long)d);
    return 2 * highBit + (int)((d >> (highBit - 1)) & 1);
}

/// Appends the low `width` bits of `value` (width ≤ 32), least significant bit first, storing
/// 32 bits whenever they are complete (a macro: unoptimized C does not inline).
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define STORE_LOW_32(cursor, bits)             \
    do {                                       \
        uint32_t low = (uint32_t)(bits);       \
        memcpy((cursor), &low, 4);             \
    } while (0)
#else
#define STORE_LOW_32(cursor, bits)                \
    do {                                          \
        (cursor)[0] = (uint8_t)(bits);            \
        (cursor)[1] = (uint8_t)((bits) >> 8);     \
        (cursor)[2] = (uint8_t)((bits) >> 16);    \
        (cursor)[3] = (uint8_t)((bits) >> 24);    \
    } while (0)
#endif

#define WRITE_BITS(value, width)                \
    do {                                        \
        bits |= (uint64_t)(value) << count;     \
        count += (width);                       \
        if (count >= 32) {                      \
            STORE_LOW_32(cursor, bits);         \
            cursor += 4;                        \
            bits >>= 32;                        \
            count -= 32;                        \
        }                                       \
    } while (0)

#endif
