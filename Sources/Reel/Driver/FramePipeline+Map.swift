import Foundation

extension FramePipeline {
    /// `inputs` transformed on `jobs` workers, results in input order: ``run(jobs:window:produce:makeWorker:consume:)``
    /// over an array. Each worker calls `makeWorker` once and keeps its transform (and what the
    /// transform reuses, such as a ``FrameRenderer``'s surface) for all its inputs.
    ///
    /// - Throws: The first failed input's error, in input order.
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        makeWorker: @escaping @Sendable () -> (Input) throws -> Output
    ) throws -> [Output] {
        var remaining = inputs[...]
        var outputs: [Output] = []
        outputs.reserveCapacity(inputs.count)
        try run(
            jobs: jobs, produce: { remaining.popFirst() }, makeWorker: makeWorker,
            consume: { outputs.append($0) })
        return outputs
    }
}
