// UIKit on Linux: UIKit's names over the headless engine (CollectionLayout) and the built-in
// layouts (Layouts), with Foundation, CoreGraphics and QuartzCore re-exported as the real
// `import UIKit` does, so a layout file written for iOS builds with `import UIKit` unchanged
// (docs/uikit-compatibility.md). This module is declared only on hosts without Darwin (see
// Package.swift), and its declarations are guarded too: it never shadows Apple's UIKit.
@_exported import CollectionLayout
@_exported import CoreGraphics
@_exported import Foundation
@_exported import Geometry
@_exported import Layouts
@_exported import QuartzCore
