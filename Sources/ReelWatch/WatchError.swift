/// Why watching could not start.
public enum WatchError: Error, Equatable, CustomStringConvertible {
    /// The server could not listen (the port is taken, or sockets are unavailable).
    case cannotListen(String)

    /// The message `reel` prints.
    public var description: String {
        switch self {
        case .cannotListen(let detail): "cannot serve the flipbook on \(detail)"
        }
    }
}
