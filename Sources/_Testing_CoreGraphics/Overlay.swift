// Empty on purpose. Swift Testing declares a cross-import overlay for `CoreGraphics`
// (Testing.swiftcrossimport/CoreGraphics.swiftoverlay names `_Testing_CoreGraphics`), so any
// file that imports both `Testing` and a module named `CoreGraphics` makes the compiler load
// this module. On Apple platforms the toolchain ships the real one (CGImage attachments); on
// Linux LayoutReel's `CoreGraphics` module brings this empty stand-in along so test files with
// `import Testing` and `import UIKit` build. Declared only on hosts without Darwin.
