/// Reduces an animation's colours to one GIF palette: median cut, deterministic (no randomness,
/// no dependence on hashing order) and without dithering.
///
/// 1. The distinct opaque colours of every frame, with their pixel counts summed over the
///    frames, sorted by colour, make one box.
/// 2. While there are fewer boxes than the limit, the box with the largest score — pixels × its
///    widest channel range (red, green or blue; ties go to the earliest box) — is split: its
///    colours are sorted along that channel (ties by colour) and cut at the weighted median, the
///    first colour where the running pixel count reaches half the box's. A box of one colour is
///    never split.
/// 3. Each box is shown as its most frequent colour (ties: the lowest colour value), so large
///    flat fills keep their exact colour and stay equal from frame to frame (which keeps frame
///    differencing effective); anti-aliased edge pixels take the nearby fill's.
///
/// Dithering is left out on purpose: on flat UI colours it adds noise that changes from frame
/// to frame and makes files larger.
enum GIFQuantizer {
    private struct Box {
        var range: Range<Int>
        var weight: Int
        var widest: Int  // channel: 0 red, 1 green, 2 blue
        var spread: Int

        var score: Int { range.count > 1 ? weight * spread : 0 }
    }

    /// A map from every colour of `histogram` (ascending, distinct, opaque words) to its
    /// replacement, with at most `limit` distinct replacements.
    static func reduce(_ histogram: [GIFFrame.ColorCount], to limit: Int) -> [UInt32: UInt32] {
        var colors = histogram
        var boxes = [box(colors, 0..<colors.count)]
        while boxes.count < limit {
            var best = -1
            var bestScore = 0
            for (position, box) in boxes.enumerated() where box.score > bestScore {
                best = position
                bestScore = box.score
            }
            guard best >= 0 else { break }
            let chosen = boxes[best]
            let shift = UInt32(16 - 8 * chosen.widest)
            colors[chosen.range].sort { left, right in
                let a = (left.word >> shift) & 0xFF
                let b = (right.word >> shift) & 0xFF
                return a != b ? a < b : left.word < right.word
            }
            var running = 0
            var cut = chosen.range.lowerBound + 1
            for position in chosen.range.dropLast() {
                running += colors[position].count
                cut = position + 1
                if running * 2 >= chosen.weight { break }
            }
            boxes[best] = box(colors, chosen.range.lowerBound..<cut)
            boxes.insert(box(colors, cut..<chosen.range.upperBound), at: best + 1)
        }
        var mapping: [UInt32: UInt32] = [:]
        mapping.reserveCapacity(colors.count)
        for box in boxes {
            var representative = colors[box.range.lowerBound]
            for color in colors[box.range]
            where color.count > representative.count
                || (color.count == representative.count && color.word < representative.word)
            {
                representative = color
            }
            for color in colors[box.range] { mapping[color.word] = representative.word }
        }
        return mapping
    }

    private static func box(_ colors: [GIFFrame.ColorCount], _ range: Range<Int>) -> Box {
        var low: [UInt32] = [255, 255, 255]
        var high: [UInt32] = [0, 0, 0]
        var weight = 0
        for color in colors[range] {
            weight += color.count
            for channel in 0..<3 {
                let value = (color.word >> UInt32(16 - 8 * channel)) & 0xFF
                low[channel] = min(low[channel], value)
                high[channel] = max(high[channel], value)
            }
        }
        var widest = 0
        for channel in 1..<3 where high[channel] - low[channel] > high[widest] - low[widest] { widest = channel }
        return Box(range: range, weight: weight, widest: widest, spread: Int(high[widest] - low[widest]))
    }
}
