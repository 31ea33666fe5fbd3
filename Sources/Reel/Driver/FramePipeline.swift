import Foundation

/// Streams work through `jobs` long-lived worker threads while the calling thread produces the
/// inputs and consumes the outputs, both in order.
///
/// The render driver's layouts are stateful and must run frame after frame on one thread, and
/// its whole-run outputs (APNG, flipbook, contact sheet) need frames in order; everything in
/// between — compositing, rasterizing, encoding, writing a frame's files — is independent per
/// frame. `run` keeps at most `window` inputs in flight: the caller produces the next input as
/// soon as there is room, so the workers never wait for a batch to fill or for its slowest
/// frame, and memory stays flat however long the run.
///
/// Each worker thread calls `makeWorker` once and keeps what it returns for all its inputs, so
/// a worker can reuse an image surface and encoder buffers from frame to frame. Workers start
/// as the first inputs arrive: never more than `jobs`, nor more than there are inputs. With
/// `jobs == 1` no thread is started: everything runs on the calling thread. Outputs never
/// depend on scheduling: they are consumed in input order, and a worker's result for an input
/// must depend on that input only.
public enum FramePipeline {
    /// Produces inputs until `produce` returns nil, transforms them on `jobs` workers, and hands
    /// each output to `consume` in input order.
    ///
    /// - Parameters:
    ///   - jobs: Worker threads (at least 1).
    ///   - window: The most inputs produced but not yet consumed (default `jobs × 4`).
    ///   - produce: Called on the calling thread for the next input, or nil at the end.
    ///   - makeWorker: Called once on each worker thread; returns that worker's transform.
    ///   - consume: Called on the calling thread with each output, in input order.
    /// - Throws: The first error in input order — from `produce`, a transform, or `consume` —
    ///   after every worker thread has stopped.
    public static func run<Input: Sendable, Output: Sendable>(
        jobs: Int, window: Int? = nil,
        produce: () throws -> Input?,
        makeWorker: @escaping @Sendable () -> (Input) throws -> Output,
        consume: (Output) throws -> Void
    ) throws {
        let jobs = max(1, jobs)
        if jobs == 1 {
            let transform = makeWorker()
            while let input = try produce() {
                try consume(try transform(input))
            }
            return
        }
        let limit = max(jobs, window ?? jobs * 4)
        let queue = WorkQueue<Input, Output>()
        // Workers start as inputs arrive, so a short run never starts more threads than inputs.
        var started = 0
        defer { queue.shutDown() }
        var produced = 0
        var consumed = 0
        var exhausted = false
        while !exhausted || consumed < produced {
            if !exhausted, produced - consumed < limit {
                if let input = try produce() {
                    queue.submit(input, index: produced)
                    produced += 1
                    if started < jobs {
                        queue.startWorker(makeWorker)
                        started += 1
                    }
                } else {
                    exhausted = true
                }
                // Hand over whatever is already done without waiting, then produce more.
                while consumed < produced, let output = queue.take(consumed, waiting: false) {
                    try consume(try output.get())
                    consumed += 1
                }
                continue
            }
            guard let output = queue.take(consumed, waiting: true) else { break }
            try consume(try output.get())
            consumed += 1
        }
    }

    /// The inputs waiting for a worker and the results waiting for the consumer, under one
    /// condition lock.
    private final class WorkQueue<Input: Sendable, Output: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private var pending: [(index: Int, input: Input)] = []
        private var pendingStart = 0
        private var results: [Int: Result<Output, any Error>] = [:]
        private var closed = false
        private var running = 0

        func startWorker(_ makeWorker: @escaping @Sendable () -> (Input) throws -> Output) {
            condition.lock()
            running += 1
            condition.unlock()
            let thread = Thread { [self] in
                let transform = makeWorker()
                while let (index, input) = next() {
                    let result = Result { try transform(input) }
                    condition.lock()
                    results[index] = result
                    condition.broadcast()
                    condition.unlock()
                }
                condition.lock()
                running -= 1
                condition.broadcast()
                condition.unlock()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }

        func submit(_ input: Input, index: Int) {
            condition.lock()
            pending.append((index, input))
            condition.broadcast()
            condition.unlock()
        }

        /// The next input for a worker, or nil once the queue is shut down.
        private func next() -> (Int, Input)? {
            condition.lock()
            defer { condition.unlock() }
            while pendingStart == pending.count, !closed { condition.wait() }
            guard !closed, pendingStart < pending.count else { return nil }
            let item = pending[pendingStart]
            pendingStart += 1
            if pendingStart > 64, pendingStart * 2 > pending.count {
                pending.removeFirst(pendingStart)
                pendingStart = 0
            }
            return item
        }

        /// The result for input `index`; nil when `waiting` is false and it is not ready.
        func take(_ index: Int, waiting: Bool) -> Result<Output, any Error>? {
            condition.lock()
            defer { condition.unlock() }
            while results[index] == nil {
                guard waiting else { return nil }
                condition.wait()
            }
            return results.removeValue(forKey: index)
        }

        /// Stops the workers (dropping inputs not yet started) and waits until all have ended.
        func shutDown() {
            condition.lock()
            closed = true
            condition.broadcast()
            while running > 0 { condition.wait() }
            condition.unlock()
        }
    }
}
