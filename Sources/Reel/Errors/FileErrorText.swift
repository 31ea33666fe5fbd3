import Foundation

/// Foundation's file errors in words. On Linux a failed write often reads "The operation could
/// not be completed. (NSCocoaErrorDomain error 512.)"; this says what went wrong instead, from
/// the POSIX error underneath when there is one ("Permission denied", "No space left on device").
public enum FileErrorText {
    /// Why `error` happened, in words, without the path (callers name it).
    public static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return posix(Int32(truncatingIfNeeded: ns.code)) }
        // The project's own errors (CanvasError, ReelError, …) already say what happened.
        guard ns.domain == NSCocoaErrorDomain else { return String(describing: error) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return posix(Int32(truncatingIfNeeded: underlying.code))
        }
        if ns.domain == NSCocoaErrorDomain, let words = cocoa[ns.code] { return words }
        if let reason = ns.localizedFailureReason, !reason.contains("NSCocoaErrorDomain") { return reason }
        let text = ns.localizedDescription
        if text.contains("NSCocoaErrorDomain") || text.contains("The operation could not be completed") {
            return "the file system refused the operation (Foundation error \(ns.code))"
        }
        return text
    }

    /// `strerror`'s words for a POSIX error number, lower-cased at the start.
    public static func posix(_ number: Int32) -> String {
        let text = String(cString: strerror(number))
        guard let first = text.first else { return "error \(number)" }
        return first.lowercased() + text.dropFirst()
    }

    private static let cocoa: [Int: String] = [
        CocoaError.fileNoSuchFile.rawValue: "no such file or folder",
        CocoaError.fileLocking.rawValue: "the file is locked",
        CocoaError.fileReadUnknown.rawValue: "the file could not be read",
        CocoaError.fileReadNoPermission.rawValue: "permission denied (cannot read)",
        CocoaError.fileReadInvalidFileName.rawValue: "the file name is not valid",
        CocoaError.fileReadCorruptFile.rawValue: "the file is damaged or in an unexpected format",
        CocoaError.fileReadNoSuchFile.rawValue: "no such file or folder",
        CocoaError.fileReadInapplicableStringEncoding.rawValue: "the file is not text in the expected encoding (UTF-8)",
        CocoaError.fileReadTooLarge.rawValue: "the file is too large to read",
        CocoaError.fileWriteUnknown.rawValue:
            "the file could not be written (a missing or read-only folder, or a file where a folder should be)",
        CocoaError.fileWriteNoPermission.rawValue: "permission denied (cannot write)",
        CocoaError.fileWriteInvalidFileName.rawValue: "the file name is not valid",
        CocoaError.fileWriteFileExists.rawValue: "a file of that name already exists",
        CocoaError.fileWriteOutOfSpace.rawValue: "no space left on the device",
        CocoaError.fileWriteVolumeReadOnly.rawValue: "the file system is read-only",
    ]
}
