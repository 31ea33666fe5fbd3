// Empty on purpose. Swift Testing declares a cross-import overlay for `UIKit`
// (Testing.swiftcrossimport/UIKit.swiftoverlay names `_Testing_UIKit`), so any
// file that imports both `Testing` and a module named `UIKit` makes the compiler load
// this module. On Apple platforms the toolchain ships the real one (UIImage attachments); on
// Linux LayoutReel's `UIKit` module brings this empty stand-in along so test files with
// `import Testing` and `import UIKit` build. Declared only on hosts without Darwin.
