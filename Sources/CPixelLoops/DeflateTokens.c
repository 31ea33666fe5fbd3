// The DEFLATE token writer of Canvas's row deflater (see CPixelLoops.h).
#include "CPixelLoops.h"

#include <string.h>

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

void reel_deflate_write_tokens(
    const uint32_t *tokens, ptrdiff_t tokenCount, const reel_deflate_codes *codes, reel_bit_writer *writer) {
    uint8_t *cursor = writer->cursor;
    uint64_t bits = writer->bits;
    ptrdiff_t count = writer->count;
    for (ptrdiff_t index = 0; index < tokenCount; index++) {
        uint32_t token = tokens[index];
        if ((token & 0x80000000u) == 0) {
            WRITE_BITS(codes->literalCodes[token], codes->literalLengths[token]);
            continue;
        }
        ptrdiff_t lengthMinus3 = (token >> 16) & 0xFF;
        ptrdiff_t symbol = codes->lengthSymbol[lengthMinus3];
        uint32_t extra = (uint32_t)(lengthMinus3 + 3 - codes->lengthBase[symbol]);
        ptrdiff_t codeLength = codes->literalLengths[257 + symbol];
        WRITE_BITS(codes->literalCodes[257 + symbol] | extra << codeLength, codeLength + codes->lengthExtraBits[symbol]);
        ptrdiff_t distance = (ptrdiff_t)(token & 0xFFFF) + 1;
        // Symbols come in pairs per power of two above 4: 2·log2(d − 1) + the second-highest bit.
        ptrdiff_t d = distance - 1;
        ptrdiff_t distanceSymbol;
        if (d < 4) {
            distanceSymbol = d;
        } else {
            int highBit = 63 - __builtin_clzll((unsigned long long)d);
            distanceSymbol = 2 * highBit + ((d >> (highBit - 1)) & 1);
        }
        uint32_t distanceExtra = (uint32_t)(distance - codes->distanceBase[distanceSymbol]);
        ptrdiff_t distanceLength = codes->distanceLengths[distanceSymbol];
        WRITE_BITS(
            codes->distanceCodes[distanceSymbol] | distanceExtra << distanceLength,
            distanceLength + codes->distanceExtraBits[distanceSymbol]);
    }
    writer->cursor = cursor;
    writer->bits = bits;
    writer->count = count;
}
