import Foundation

/// An exclusive lock on an output folder, so that two renders into one folder run one after the
/// other instead of interleaving their files.
///
/// The lock is `flock(2)` on the folder itself (opened read-only), so no lock file is left in it.
/// The kernel releases the lock when the process ends, however it ends, so a crashed render never
/// leaves the folder locked.
final class OutputFolderLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock on `folder`, waiting for another render that holds it.
    ///
    /// - Parameter waiting: Called once, before waiting, when another process holds the lock.
    /// - Throws: ``ReelError/cannotWrite(_:_:)`` when the folder cannot be opened or locked.
    init(folder: URL, waiting: () -> Void) throws {
        let path = folder.path
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ReelError.cannotWrite(path, "cannot open the output folder to lock it (\(Self.reason(errno)))")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK else {
                let reason = Self.reason(errno)
                close(descriptor)
                throw ReelError.cannotWrite(path, "cannot lock the output folder (\(reason))")
            }
            waiting()
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    let reason = Self.reason(errno)
                    close(descriptor)
                    throw ReelError.cannotWrite(path, "cannot lock the output folder (\(reason))")
                }
            }
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    private static func reason(_ number: Int32) -> String {
        String(cString: strerror(number))
    }
}
