import Foundation

/// The clocks the benchmarks read: the calling thread's CPU time (what one core spent, little
/// disturbed by other processes on a shared machine) and monotonic wall time (for scaling).
enum BenchClock {
    /// CPU seconds used by the calling thread (`CLOCK_THREAD_CPUTIME_ID`).
    static func threadCPU() -> Double {
        read(CLOCK_THREAD_CPUTIME_ID)
    }

    /// Monotonic wall-clock seconds (`CLOCK_MONOTONIC`).
    static func wall() -> Double {
        read(CLOCK_MONOTONIC)
    }

    /// CPU seconds used by the whole process, every thread (`CLOCK_PROCESS_CPUTIME_ID`).
    static func processCPU() -> Double {
        read(CLOCK_PROCESS_CPUTIME_ID)
    }

    private static func read(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
