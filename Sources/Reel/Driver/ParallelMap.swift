import Dispatch
import Foundation

/// Maps an array on a fixed number of workers; worker `w` takes items `w, w + jobs, …`, and
/// results come back in input order, so the output never depends on scheduling.
public enum ParallelMap {
    /// `transform` applied to every input on `jobs` workers (default: every core), results in
    /// input order; the first failed item's error is thrown.
    public static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @Sendable (Input) throws -> Output
    ) throws -> [Output] {
        let workers = max(1, min(jobs, inputs.count))
        if workers == 1 { return try inputs.map(transform) }
        let slots = Slots<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: inputs.count, by: workers) {
                slots.set(index, Result { try transform(inputs[index]) })
            }
        }
        return try slots.results()
    }

    /// Result slots written by index from several threads.
    private final class Slots<Output: Sendable>: @unchecked Sendable {
        private var storage: [Result<Output, any Error>?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ result: Result<Output, any Error>) {
            lock.lock()
            storage[index] = result
            lock.unlock()
        }

        /// The results in order, or the error of the first failed item.
        func results() throws -> [Output] {
            try storage.map { slot in
                guard let slot else { throw ReelError.invalidOption("internal: a frame was not rendered") }
                return try slot.get()
            }
        }
    }
}
