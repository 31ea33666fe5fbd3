#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's cap on address space (`setrlimit(RLIMIT_AS)`): past it an allocation fails and
/// the process ends, rather than the machine running out of memory.
public enum AddressSpaceLimit {
    /// Caps this process's address space at `megabytes` (1…1,048,576; others are ignored).
    public static func set(megabytes: UInt64) {
        guard (1...1_048_576).contains(megabytes) else { return }
        let bytes = rlim_t(megabytes) << 20
        var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
        #if canImport(Glibc)
            _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        #else
            _ = setrlimit(RLIMIT_AS, &limit)
        #endif
    }
}
