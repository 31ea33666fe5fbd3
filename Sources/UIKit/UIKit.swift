// UIKit on Linux: UIKit's names (and only UIKit's) over the headless views (HeadlessUI), the
// layout engine (CollectionLayout) and UIKit's own layouts (UIKitLayouts), with Foundation,
// CoreGraphics and QuartzCore re-exported as the real `import UIKit` does, so a layout file written for iOS builds with `import UIKit` unchanged
// (docs/uikit-compatibility.md). This module is declared only on hosts without Darwin (see
// Package.swift), and its declarations are guarded too: it never shadows Apple's UIKit.
import CollectionLayout
@_exported import CoreGraphics
@_exported import Foundation
@_exported import Geometry
import HeadlessUI
import UIKitLayouts
@_exported import QuartzCore
