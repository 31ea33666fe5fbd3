import CollectionLayout
import Foundation
import HeadlessUI

/// A device a pane stands for: its screen in points and its pixels per point, and the idiom and
/// size classes UIKit gives a full-screen app on it — what a layout reads from its collection
/// view's trait collection (`horizontalSizeClass == .regular` for an iPad grid).
///
/// The presets are the devices of Apple's Human Interface Guidelines (Layout, "Specifications":
/// iOS and iPadOS device screen sizes), portrait unless named landscape.
public struct DeviceSpec: Hashable, Sendable, Codable {
    /// The name shown in a variant's caption ("iPhone SE").
    public var name: String
    /// The screen in points, as the app's window sees it.
    public var size: CGSize
    /// Pixels per point (`UIScreen.scale`).
    public var scale: Double
    /// Phone or pad.
    public var idiom: UserInterfaceIdiom
    /// The horizontal size class of a full-screen app.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class of a full-screen app.
    public var verticalSizeClass: UserInterfaceSizeClass

    /// A device from its parts.
    public init(
        name: String, size: CGSize, scale: Double, idiom: UserInterfaceIdiom,
        horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The presets by the names `--variants` and scenes use.
    public static let presets: [(key: String, device: DeviceSpec)] = [
        ("iphone-se", phone("iPhone SE", 375, 667, scale: 2)),
        ("iphone", phone("iPhone 16", 393, 852, scale: 3)),
        ("iphone-pro-max", phone("iPhone 16 Pro Max", 440, 956, scale: 3)),
        ("ipad", pad("iPad Pro 11-inch", 834, 1210)),
        ("ipad-landscape", pad("iPad Pro 11-inch landscape", 1210, 834)),
    ]

    /// The preset named `key` (`iphone-se`, `ipad-landscape`, …; case and `_` ignored).
    public static func preset(_ key: String) -> DeviceSpec? {
        let wanted = key.lowercased().replacingOccurrences(of: "_", with: "-")
        return presets.first { $0.key == wanted }?.device
    }

    private static func phone(_ name: String, _ width: Double, _ height: Double, scale: Double) -> DeviceSpec {
        DeviceSpec(
            name: name, size: CGSize(width: width, height: height), scale: scale, idiom: .phone,
            horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }

    private static func pad(_ name: String, _ width: Double, _ height: Double) -> DeviceSpec {
        DeviceSpec(
            name: name, size: CGSize(width: width, height: height), scale: 2, idiom: .pad,
            horizontalSizeClass: .regular, verticalSizeClass: .regular)
    }
}
