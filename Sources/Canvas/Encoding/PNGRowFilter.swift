import CPixelLoops
import Foundation

/// PNG's per-row filters (None, Sub, Up, Average, Paeth) and the ways Canvas chooses among them.
enum PNGRowFilter {
    /// How a row's filter is chosen.
    enum Choice: Sendable, Hashable {
        /// Up (all zeros) for a row equal to the one above, else Sub.
        case subOrRepeatedRow
        /// Up for a repeated row, else whichever of None, Sub and Up has the least sum of
        /// absolute values (libpng's heuristic without Average and Paeth, which measured no
        /// better on rendered frames and cost more).
        case cheapestOfNoneSubUp
    }

    /// The PNG filter types Canvas uses (Average, 3, and Paeth, 4, are not).
    enum Kind: UInt8 {
        case none = 0, sub, up
    }

    /// Writes the filter type byte and the filtered `count` bytes of `row` to `output`
    /// (`count + 1` bytes). `previous` is the raw row above (zeros for the first row);
    /// `repeated` says the caller already knows `row` equals `previous`.
    static func filter(
        row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int,
        choice: Choice, repeated: Bool, into output: UnsafeMutablePointer<UInt8>
    ) {
        let kind: Kind
        switch choice {
        case .subOrRepeatedRow:
            kind = repeated ? .up : .sub
        case .cheapestOfNoneSubUp:
            kind = repeated ? .up : cheapest(row, previous, count, bpp)
        }
        output[0] = kind.rawValue
        write(kind, row, previous, count, bpp, into: output + 1)
    }

    /// The magnitude of a filtered byte read as signed, as libpng's heuristic counts it
    /// (branch-free).
    @inline(__always)
    private static func magnitude(_ byte: UInt8) -> Int {
        let signed = Int(Int8(bitPattern: byte))
        let mask = signed >> 63
        return (signed ^ mask) &- mask
    }

    /// The filter with the least sum of absolute values; ties go to the earlier filter type.
    private static func cheapest(
        _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ count: Int, _ bpp: Int
    ) -> Kind {
        let (none, sub, up) = costsOfNoneSubUp(row, previous, count, bpp)
        var best = (kind: Kind.none, cost: none)
        if sub < best.cost { best = (.sub, sub) }
        if up < best.cost { best = (.up, up) }
        return best.kind
    }

    /// The sums of absolute values of the row filtered as None, Sub and Up.
    ///
    /// Release builds take 16 bytes at a time (``simdCostsOfNoneSubUp(_:_:_:_:)``). Debug builds
    /// (`-Onone`) run ``scalarCostsOfNoneSubUp(_:_:_:_:)`` instead: unspecialized `SIMD16` code
    /// there is about 40 times slower, which made a debug `make demo` take most of a minute. Both
    /// give the same sums (tested), so the bytes never depend on the build.
    static func costsOfNoneSubUp(
        _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ count: Int, _ bpp: Int
    ) -> (none: Int, sub: Int, up: Int) {
        #if DEBUG
            scalarCostsOfNoneSubUp(row, previous, count, bpp)
        #else
            simdCostsOfNoneSubUp(row, previous, count, bpp)
        #endif
    }

    /// ``costsOfNoneSubUp(_:_:_:_:)`` one byte at a time, in C (`reel_png_costs_none_sub_up`),
    /// which unoptimized builds run about as fast as the optimized Swift.
    static func scalarCostsOfNoneSubUp(
        _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ count: Int, _ bpp: Int
    ) -> (none: Int, sub: Int, up: Int) {
        var costs: (Int, Int, Int) = (0, 0, 0)
        withUnsafeMutableBytes(of: &costs) { buffer in
            reel_png_costs_none_sub_up(row, previous, count, bpp, buffer.baseAddress?.assumingMemoryBound(to: Int.self))
        }
        return costs
    }

    /// ``costsOfNoneSubUp(_:_:_:_:)`` 16 bytes at a time.
    ///
    /// A wrapped byte `b` read as signed has magnitude `min(b, 0 &- b)`; the 16 lanes add up in
    /// 16-bit counters, folded into the totals every 256 steps so they cannot overflow.
    static func simdCostsOfNoneSubUp(
        _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ count: Int, _ bpp: Int
    ) -> (none: Int, sub: Int, up: Int) {
        typealias Bytes = SIMD16<UInt8>
        typealias Counters = SIMD16<UInt16>
        let head = min(bpp, count)
        var (none, sub, up) = (0, 0, 0)
        for index in 0..<head {
            none &+= magnitude(row[index])
            sub &+= magnitude(row[index])
            up &+= magnitude(row[index] &- previous[index])
        }
        var index = head
        let rowBytes = UnsafeRawPointer(row)
        let previousBytes = UnsafeRawPointer(previous)
        while count &- index >= 16 {
            var (noneLanes, subLanes, upLanes) = (Counters(), Counters(), Counters())
            var steps = 0
            while count &- index >= 16, steps < 256 {
                let value = rowBytes.loadUnaligned(fromByteOffset: index, as: Bytes.self)
                let left = rowBytes.loadUnaligned(fromByteOffset: index &- bpp, as: Bytes.self)
                let above = previousBytes.loadUnaligned(fromByteOffset: index, as: Bytes.self)
                let subValue = value &- left
                let upValue = value &- above
                noneLanes &+= Counters(truncatingIfNeeded: pointwiseMin(value, Bytes() &- value))
                subLanes &+= Counters(truncatingIfNeeded: pointwiseMin(subValue, Bytes() &- subValue))
                upLanes &+= Counters(truncatingIfNeeded: pointwiseMin(upValue, Bytes() &- upValue))
                index &+= 16
                steps &+= 1
            }
            none &+= Int(SIMD16<UInt32>(truncatingIfNeeded: noneLanes).wrappedSum())
            sub &+= Int(SIMD16<UInt32>(truncatingIfNeeded: subLanes).wrappedSum())
            up &+= Int(SIMD16<UInt32>(truncatingIfNeeded: upLanes).wrappedSum())
        }
        while index < count {
            let value = row[index]
            none &+= magnitude(value)
            sub &+= magnitude(value &- row[index &- bpp])
            up &+= magnitude(value &- previous[index])
            index &+= 1
        }
        return (none, sub, up)
    }

    private static func write(
        _ kind: Kind, _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ count: Int, _ bpp: Int,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        // In C (`reel_png_filter_row`): the same bytes, fast in debug builds too.
        reel_png_filter_row(Int32(kind.rawValue), row, previous, count, bpp, output)
    }
}
