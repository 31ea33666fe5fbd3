/// The image-diff benchmark (two 780 × 1688 images) waits for ReelTesting's image diff, which
/// is being written on another branch.
struct DiffBenchmark {
    func report() -> [String] {
        [
            "Image diff — two 780×1688 images",
            "  not yet: ReelTesting has no image diff on main yet (branch testing); this benchmark lands after it.",
        ]
    }
}
