import Foundation
import ReelSystem
import Testing

/// A preview child is started in a session and a process group of its own, with the standard
/// streams given and no other descriptor of the parent.
@Suite struct SessionProcessTests {
    @Test func theChildLeadsANewSessionAndGroup() throws {
        let input = Pipe()
        let output = Pipe()
        let child = try SessionProcess(
            executable: "/bin/sh", arguments: ["-c", "ls /proc/self/fd; exec sleep 5"],
            environment: ["PATH": "/usr/bin:/bin"], standardInput: input.fileHandleForReading.fileDescriptor,
            standardOutput: output.fileHandleForWriting.fileDescriptor,
            standardError: output.fileHandleForWriting.fileDescriptor)
        try output.fileHandleForWriting.close()
        defer {
            ProcessGroup.kill(leader: child.pid)
            child.waitUntilExit()
        }
        #expect(child.isRunning)
        #expect(SessionProcess.session(of: child.pid) == child.pid)
        #expect(SessionProcess.session(of: child.pid) != SessionProcess.session(of: getpid()))
        // `ls /proc/self/fd` lists 0, 1, 2 and the one it opens for the listing: nothing else
        // of this process (its other pipe ends, the test runner's files) reached the child.
        var listing = Data()
        while listing.count < 4 || !String(decoding: listing, as: UTF8.self).hasSuffix("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            listing.append(chunk)
        }
        let descriptors = String(decoding: listing, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
        #expect(descriptors.filter { $0 > 3 }.isEmpty, "\(descriptors)")
        #expect(Set(descriptors).isSuperset(of: [0, 1, 2]))
    }

    @Test func theExitStatusAndTheSignalAreReportedAsFoundationDoes() throws {
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        let exiting = try SessionProcess(
            executable: "/bin/sh", arguments: ["-c", "exit 7"], environment: [:], standardInput: null,
            standardOutput: null, standardError: null)
        exiting.waitUntilExit()
        #expect(!exiting.isRunning && exiting.terminationStatus == 7 && !exiting.wasSignalled)
        let killed = try SessionProcess(
            executable: "/bin/sh", arguments: ["-c", "kill -SEGV $$"], environment: [:], standardInput: null,
            standardOutput: null, standardError: null)
        killed.waitUntilExit()
        #expect(killed.wasSignalled && killed.terminationStatus == SIGSEGV)
    }
}
