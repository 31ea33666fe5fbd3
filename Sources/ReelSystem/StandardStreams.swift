import CReelSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's standard streams.
public enum StandardStreams {
    /// Keeps copies of standard input and output for the caller's own protocol, then points
    /// standard input at `/dev/null` and standard output at standard error, so that what the
    /// process reads, prints, closes or redirects never touches the protocol.
    ///
    /// The copies (`fcntl(F_DUPFD_CLOEXEC)`) are above the standard descriptors and close on
    /// `exec`, so the processes this one starts do not inherit them; `/dev/null` (`open`) and
    /// standard error go onto descriptors 0 and 1 with `dup2`, and C's standard output is
    /// line-buffered.
    ///
    /// - Returns: The copies of standard input and output (-1 for one that could not be made).
    public static func setProtocolStreamsAside() -> (input: Int32, output: Int32) {
        let input = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3)
        let output = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
        if null >= 0 {
            dup2(null, STDIN_FILENO)
            close(null)
        }
        dup2(STDERR_FILENO, STDOUT_FILENO)
        // Standard output is now a pipe, which C would buffer whole: line by line instead, so
        // that a `print` reaches the reader at once, in order with standard error's writes, and
        // is not lost in the buffer when the process traps.
        reel_line_buffer_standard_output()
        return (input, output)
    }

    /// Writes out what C's buffered streams hold (`fflush(NULL)`): standard output, once it is
    /// a pipe, is buffered whole, so a server calls this after each request to let the `print`s
    /// it ran reach the reader in order and not die in the buffer when the process is stopped.
    public static func flushBufferedOutput() {
        fflush(nil)
    }
}
