import Foundation

/// Finds, by binary search, the elements of a sequence of closed intervals that may overlap a
/// query interval, in O(log n).
///
/// The sequence is split into segments (lines of items, or one segment for everything). Within
/// a segment the index keeps the running maximum of interval ends (from the segment's start) and
/// the running minimum of interval starts (from the segment's end); both are non-decreasing, so
/// the elements that may overlap `[lo, hi]` form one contiguous run found by two binary searches.
/// For intervals laid out in order (the usual case) that run is exact; for overlapping or
/// out-of-order intervals (negative spacings) it is a superset, and callers filter it.
struct IntervalIndex: Sendable {
    private var prefixMaxEnd: [CGFloat]
    private var suffixMinStart: [CGFloat]

    /// An index over `starts[i]...ends[i]`, with running values restarted at each of `segments`
    /// (which must cover the indices without overlapping); nil means one segment for everything.
    init(starts: [CGFloat], ends: [CGFloat], segments: [Range<Int>]? = nil) {
        let count = min(starts.count, ends.count)
        prefixMaxEnd = Array(repeating: 0, count: count)
        suffixMinStart = Array(repeating: 0, count: count)
        for segment in segments ?? [0..<count] {
            var runningMax = -CGFloat.infinity
            for index in segment {
                runningMax = max(runningMax, ends[index])
                prefixMaxEnd[index] = runningMax
            }
            var runningMin = CGFloat.infinity
            for index in segment.reversed() {
                runningMin = min(runningMin, starts[index])
                suffixMinStart[index] = runningMin
            }
        }
    }

    /// The indices in `segment` whose intervals may overlap `lo...hi` (closed, as
    /// `CGRect.intersects` treats touching edges as overlapping).
    func candidates(overlapping lo: CGFloat, _ hi: CGFloat, in segment: Range<Int>) -> Range<Int> {
        let first = firstIndex(in: segment) { prefixMaxEnd[$0] >= lo }
        let end = firstIndex(in: first..<segment.upperBound) { suffixMinStart[$0] > hi }
        return first..<end
    }

    /// The indices overlapping `lo...hi` when the index has a single segment.
    func candidates(overlapping lo: CGFloat, _ hi: CGFloat) -> Range<Int> {
        candidates(overlapping: lo, hi, in: 0..<prefixMaxEnd.count)
    }

    /// The first index in `range` for which the monotone `predicate` holds, or the range's end.
    private func firstIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
