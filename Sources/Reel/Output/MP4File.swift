import Canvas
import Foundation
import ImageCodecs

/// `animation.mp4`: the frames piped as raw RGBA to an installed `ffmpeg`, which encodes them
/// as H.264 (libx264, yuv420p) in an MP4 file.
///
/// yuv420p needs even sides, so an odd width or height is padded by one pixel of the canvas
/// background. ffmpeg runs with one thread and bit-exact flags (`-threads 1 -fflags +bitexact
/// -flags:v +bitexact`, no metadata), so the same frames give the same file with the same
/// ffmpeg. MP4 has no transparency: frames on a translucent canvas are flattened onto white, and
/// any translucent pixel of a frame on an opaque canvas onto the canvas background.
final class MP4File {
    private let process: Process
    private let input: FileHandle
    private let log: URL
    private let path: String
    private let flatten: Bool
    private let background: RGBA8
    private var finished = false

    /// The arguments ffmpeg gets for `width` × `height` frames at `fps`, written to `output`.
    static func arguments(width: Int, height: Int, fps: Double, padColor: String, output: String) -> [String] {
        [
            "-hide_banner", "-loglevel", "error",
            "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-framerate", rate(fps), "-i", "pipe:0",
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:color=\(padColor)",
            "-c:v", "libx264", "-preset", "medium", "-crf", "20", "-pix_fmt", "yuv420p",
            "-threads", "1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1",
            "-movflags", "+faststart", "-f", "mp4", "-y", output,
        ]
    }

    /// `fps` as ffmpeg reads a frame rate: a whole number, or a fraction over 1000.
    static func rate(_ fps: Double) -> String {
        if fps >= 1, fps < 1_000_000, let whole = WholeNumber.exactly(fps) { return String(whole) }
        return "\(WholeNumber.clamped(fps * 1000, .toNearestOrAwayFromZero, to: Int.min...Int.max))/1000"
    }

    /// Starts `ffmpeg` writing `output`; its messages go to `log` (in the staging folder); errors
    /// name `path`.
    ///
    /// - Throws: ``ReelError/cannotWrite(_:_:)`` when ffmpeg cannot be started.
    init(
        ffmpeg: URL, output: URL, path: String, log: URL, width: Int, height: Int, fps: Double, background: Color
    ) throws {
        let process = Process()
        process.executableURL = ffmpeg
        let pad = RGBA8(background)
        let padColor = String(format: "0x%02X%02X%02X", pad.red, pad.green, pad.blue)
        process.arguments = Self.arguments(
            width: width, height: height, fps: fps, padColor: padColor, output: output.path)
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        guard FileManager.default.createFile(atPath: log.path, contents: nil),
            let logHandle = FileHandle(forWritingAtPath: log.path)
        else { throw ReelError.cannotWrite(path, "could not create ffmpeg's log beside it") }
        process.standardError = logHandle
        do {
            try process.run()
        } catch {
            throw ReelError.cannotWrite(
                path, "could not start \(ffmpeg.path) (\(error.localizedDescription))")
        }
        try? logHandle.close()
        self.process = process
        self.input = pipe.fileHandleForWriting
        self.log = log
        self.path = path
        self.flatten = background.alpha < 1
        self.background = pad
    }

    deinit {
        if !finished { cancel() }
    }

    /// Sends the next frame's pixels.
    ///
    /// - Throws: ``ReelError/cannotWrite(_:_:)`` with ffmpeg's message when it has stopped.
    func append(_ image: RGBA8Image) throws {
        let pixels = flatten ? image.flattenedOntoWhite() : image.flattened(onto: background)
        // A stopped ffmpeg closes the pipe: the write fails instead of raising SIGPIPE.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        do {
            try input.write(contentsOf: Data(pixels.bytes))
        } catch {
            try? input.close()
            process.waitUntilExit()
            finished = true
            throw failure()
        }
    }

    /// Closes ffmpeg's input and waits for it to write the file.
    ///
    /// - Throws: ``ReelError/cannotWrite(_:_:)`` with ffmpeg's message when it fails.
    func finish() throws {
        finished = true
        try? input.close()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { throw failure() }
    }

    /// Stops ffmpeg after a failure elsewhere (the staging folder is then removed).
    func cancel() {
        finished = true
        try? input.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    private func failure() -> ReelError {
        let text =
            (try? String(contentsOf: log, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let status =
            process.terminationReason == .exit
            ? "exit status \(process.terminationStatus)" : "signal \(process.terminationStatus)"
        return ReelError.cannotWrite(
            path, "ffmpeg failed (\(status))" + (text.isEmpty ? "" : ": " + text.prefix(2000)))
    }
}

/// Finding the `ffmpeg` that `--format mp4` runs.
enum FFmpeg {
    /// `REEL_FFMPEG` when set, else the first executable `ffmpeg` on `PATH`.
    ///
    /// - Throws: ``ReelError/missingTool(_:)`` saying how to install it when there is none.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        let manager = FileManager.default
        if let path = environment["REEL_FFMPEG"], !path.isEmpty {
            guard manager.isExecutableFile(atPath: path) else {
                throw ReelError.missingTool("REEL_FFMPEG is '\(path)', which is not an executable file")
            }
            return URL(fileURLWithPath: path)
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
            if manager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ReelError.missingTool(
            "--format mp4 needs ffmpeg, which is not on PATH. Install it (Debian/Ubuntu: sudo apt-get install ffmpeg; "
                + "macOS: brew install ffmpeg) or set REEL_FFMPEG to its path; --format gif and --format webp need nothing more."
        )
    }
}
