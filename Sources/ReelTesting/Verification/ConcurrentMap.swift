import Dispatch
import Foundation

/// Maps an array on all cores; results come back in input order, so output never depends on
/// scheduling.
enum ConcurrentMap {
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @Sendable (Input) throws -> Output
    ) throws -> [Output] {
        let workers = max(1, min(jobs, inputs.count))
        if workers == 1 { return try inputs.map(transform) }
        let results = ResultSlots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: inputs.count, by: workers) {
                results.set(index, Result { try transform(inputs[index]) })
            }
        }
        return try results.values()
    }
}

/// Slots filled from several threads under a lock.
private final class ResultSlots<Output: Sendable>: @unchecked Sendable {
    private var slots: [Result<Output, any Error>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<Output, any Error>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func values() throws -> [Output] {
        try slots.map { slot in
            guard let slot else { throw GoldenError.cannotWrite(path: "-", reason: "a frame was not rendered") }
            return try slot.get()
        }
    }
}
