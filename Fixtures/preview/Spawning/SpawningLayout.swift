import Foundation
import UIKit

/// A flow layout that, as a layout in progress might, starts a process of its own: a shell that
/// ignores SIGTERM and sleeps. Its number goes to the file `REEL_TEST_PID_FILE` names. When the
/// preview ends, the shell must end too.
final class SpawningLayout: UICollectionViewFlowLayout {
    private var shell: Process?

    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 100, height: 100)
        guard shell == nil, let pidFile = ProcessInfo.processInfo.environment["REEL_TEST_PID_FILE"] else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' TERM; echo $$ > \"$0\"; exec sleep 300", pidFile]
        try? process.run()
        shell = process
    }
}
