import Foundation

/// One HTTP response of the flipbook server.
struct FlipbookResponse {
    var status: String
    var type: String
    var body: Data
}
