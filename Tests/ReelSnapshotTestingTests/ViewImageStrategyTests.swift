#if canImport(ViewCapture)
    import Canvas
    import Foundation
    import ImageCodecs
    import ReelSnapshotTesting
    import TestSupport
    import Testing
    import UIKit

    /// A cell as an iOS app writes it: a rounded coloured content view with a title.
    private func badgeCell(color: UIColor) -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        cell.contentView.backgroundColor = color
        cell.contentView.layer.cornerRadius = 10
        let label = UILabel(frame: cell.contentView.bounds.insetBy(dx: 10, dy: 0))
        label.text = "Badge"
        label.textColor = .white
        cell.contentView.addSubview(label)
        return cell
    }

    /// `assertSnapshot(of: view, as: .image)` on Linux: views and view controllers drawn by
    /// ViewDrawing, recorded and compared as swift-snapshot-testing does.
    @Suite("swift-snapshot-testing .image for views")
    struct ViewImageStrategyTests {
        @Test func recordsThenMatchesThenFailsWhenTheCellChanges() throws {
            let folder = try TestFolders.temporary()
            defer { try? FileManager.default.removeItem(at: folder) }
            let cell = badgeCell(color: .systemBlue)
            let first = verifySnapshot(
                of: cell, as: .image, named: "badge", record: .missing, snapshotDirectory: folder.path,
                testName: "cell")
            #expect(first?.contains("No reference was found on disk") == true)
            let data = try Data(contentsOf: folder.appendingPathComponent("cell.badge.png"))
            let image = try ImageSurface.decodePNG(data).pixels()
            // The screen's scale (3, an iPhone's) by default.
            #expect(image.width == 360 && image.height == 132)
            #expect(image[180, 10] == RGBA8(red: 0, green: 122, blue: 255))
            #expect(image[1, 1].alpha == 0)  // outside the rounded corner

            let second = verifySnapshot(
                of: cell, as: .image, named: "badge", record: .never, snapshotDirectory: folder.path,
                testName: "cell")
            #expect(second == nil)

            let changed = badgeCell(color: .systemRed)
            let third = verifySnapshot(
                of: changed, as: .image, named: "badge", record: .never, snapshotDirectory: folder.path,
                testName: "cell")
            #expect(third?.contains("pixels") == true)
        }

        @Test func sizeAndTraitsSetTheAppearanceAndScale() throws {
            let folder = try TestFolders.temporary()
            defer { try? FileManager.default.removeItem(at: folder) }
            let view = UIView()
            view.backgroundColor = .systemBackground
            let traits = UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 1),
            ])
            _ = verifySnapshot(
                of: view, as: .image(size: CGSize(width: 50, height: 20), traits: traits), named: "dark",
                record: .missing, snapshotDirectory: folder.path, testName: "view")
            let data = try Data(contentsOf: folder.appendingPathComponent("view.dark.png"))
            let image = try ImageSurface.decodePNG(data).pixels()
            #expect(image.width == 50 && image.height == 20)
            #expect(image[25, 10] == RGBA8(red: 0, green: 0, blue: 0))
            #expect(view.overrideTraitCollection == nil)  // the view's own traits are put back
        }

        @Test func aViewWithoutSizeFailsWithAMessage() throws {
            let folder = try TestFolders.temporary()
            defer { try? FileManager.default.removeItem(at: folder) }
            let sized = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            _ = verifySnapshot(
                of: sized, as: .image, named: "empty", record: .missing, snapshotDirectory: folder.path,
                testName: "view")
            let message = verifySnapshot(
                of: UIView(), as: .image, named: "empty", record: .never, snapshotDirectory: folder.path,
                testName: "view")
            #expect(message?.contains(".image(size:)") == true, "\(message ?? "")")
        }

        @MainActor @Test func viewControllerIsDrawnAtTheScreenSize() throws {
            final class BannerController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemYellow
                }
            }
            let folder = try TestFolders.temporary()
            defer { try? FileManager.default.removeItem(at: folder) }
            let message = verifySnapshot(
                of: BannerController(), as: .image(traits: UITraitCollection(displayScale: 1)), named: "banner",
                record: .missing, snapshotDirectory: folder.path, testName: "controller")
            #expect(message?.contains("No reference was found on disk") == true, "\(message ?? "")")
            let data = try Data(contentsOf: folder.appendingPathComponent("controller.banner.png"))
            let image = try ImageSurface.decodePNG(data).pixels()
            #expect(image.width == 390 && image.height == 844)
            #expect(image[200, 400] == RGBA8(red: 255, green: 204, blue: 0))
        }

        @MainActor @Test func viewControllerOnADeviceTakesItsSizeScaleAndSafeArea() throws {
            final class InsetController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
                    bar.backgroundColor = .black
                    view.addSubview(bar)
                }
            }
            let folder = try TestFolders.temporary()
            defer { try? FileManager.default.removeItem(at: folder) }
            let controller = InsetController()
            _ = verifySnapshot(
                of: controller, as: .image(on: .iPhoneSe(.landscape)), named: "se", record: .missing,
                snapshotDirectory: folder.path, testName: "controller")
            let data = try Data(contentsOf: folder.appendingPathComponent("controller.se.png"))
            let image = try ImageSurface.decodePNG(data).pixels()
            #expect(image.width == 1136 && image.height == 640)
            #expect(image[10, 10] == RGBA8(red: 0, green: 0, blue: 0))
            #expect(controller.view.safeAreaInsets == .zero)
            #expect(ViewImageConfig.iPhone13.size == CGSize(width: 390, height: 844))
            #expect(ViewImageConfig.iPhone13.safeArea.top == 47)
            #expect(ViewImageConfig.iPadPro11.size == CGSize(width: 1194, height: 834))
        }
    }
#endif
