import Foundation
import Testing

@testable import Reel

@Suite("FramePipeline: streamed, ordered work on long-lived workers")
struct FramePipelineTests {
    /// Runs `count` inputs (0, 1, 2, …) through the pipeline; the transform squares its input
    /// after a scheduling-scrambling pause and fails at `failAt`.
    static func run(
        count: Int, jobs: Int, window: Int? = nil, failAt: Int? = nil, failProducingAt: Int? = nil,
        workers: Counter = Counter(), inFlight: Counter = Counter()
    ) throws -> [Int] {
        var next = 0
        var consumed: [Int] = []
        try FramePipeline.run(
            jobs: jobs, window: window,
            produce: { () throws -> Int? in
                guard next < count else { return nil }
                if next == failProducingAt { throw TestFailure(index: next) }
                next += 1
                inFlight.record(next - consumed.count)
                return next - 1
            },
            makeWorker: {
                workers.increment()
                return { (input: Int) throws -> Int in
                    if input == failAt { throw TestFailure(index: input) }
                    usleep(UInt32((input * 7919) % 5) * 200)
                    return input * input
                }
            },
            consume: { consumed.append($0) })
        return consumed
    }

    struct TestFailure: Error, Equatable { var index: Int }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        private var peak = 0
        var value: Int { lock.withLock { count } }
        var maximum: Int { lock.withLock { peak } }
        func increment() { lock.withLock { count += 1 } }
        func record(_ value: Int) { lock.withLock { peak = max(peak, value) } }
    }

    @Test(arguments: [1, 2, 3, 8])
    func outputsArriveInInputOrder(jobs: Int) throws {
        let outputs = try Self.run(count: 101, jobs: jobs)
        #expect(outputs == (0..<101).map { $0 * $0 })
    }

    @Test func noInputsGiveNoOutputs() throws {
        #expect(try Self.run(count: 0, jobs: 2).isEmpty)
        #expect(try Self.run(count: 0, jobs: 1).isEmpty)
    }

    @Test(arguments: [1, 2, 4])
    func eachWorkerIsMadeOnce(jobs: Int) throws {
        let workers = Counter()
        _ = try Self.run(count: 50, jobs: jobs, workers: workers)
        #expect(workers.value == jobs)
    }

    @Test func noMoreWorkersThanInputs() throws {
        let workers = Counter()
        #expect(try Self.run(count: 3, jobs: 64, workers: workers) == [0, 1, 4])
        #expect(workers.value == 3)
        let none = Counter()
        _ = try Self.run(count: 0, jobs: 8, workers: none)
        #expect(none.value == 0)
    }

    @Test func neverMoreThanTheWindowInFlight() throws {
        let inFlight = Counter()
        _ = try Self.run(count: 200, jobs: 2, window: 5, inFlight: inFlight)
        #expect(inFlight.maximum <= 5)
        #expect(inFlight.maximum >= 2)
        let defaultWindow = Counter()
        _ = try Self.run(count: 200, jobs: 3, inFlight: defaultWindow)
        #expect(defaultWindow.maximum <= 12)
    }

    @Test(arguments: [1, 2, 4])
    func aFailingInputThrowsItsErrorAfterTheOutputsBeforeIt(jobs: Int) throws {
        var received: [Int] = []
        var next = 0
        #expect(throws: TestFailure(index: 37)) {
            try FramePipeline.run(
                jobs: jobs,
                produce: { () -> Int? in
                    defer { next += 1 }
                    return next < 100 ? next : nil
                },
                makeWorker: {
                    { (input: Int) throws -> Int in
                        if input == 37 || input == 60 { throw TestFailure(index: input) }
                        return input
                    }
                },
                consume: { received.append($0) })
        }
        #expect(received == Array(0..<37))
    }

    @Test(arguments: [1, 2])
    func aFailingProducerStopsTheRun(jobs: Int) throws {
        #expect(throws: TestFailure(index: 20)) {
            _ = try Self.run(count: 100, jobs: jobs, failProducingAt: 20)
        }
    }

    @Test func aFailingConsumerStopsTheRun() throws {
        var next = 0
        var received = 0
        #expect(throws: TestFailure(index: 5)) {
            try FramePipeline.run(
                jobs: 2,
                produce: { () -> Int? in
                    defer { next += 1 }
                    return next < 1000 ? next : nil
                },
                makeWorker: { { (input: Int) -> Int in input } },
                consume: { value in
                    if value == 5 { throw TestFailure(index: 5) }
                    received += 1
                })
        }
        #expect(received == 5)
        #expect(next < 1000, "production stopped at the failure")
    }
}
