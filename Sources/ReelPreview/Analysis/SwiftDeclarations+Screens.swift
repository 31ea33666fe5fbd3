import Foundation

extension SwiftDeclarations {
    /// The view controller base classes a screen descends from, by UIKit's and the engine's names.
    static let viewControllerBases: Set<String> = ["UIViewController", "ViewController"]

    /// The screens of the files, in file order: view controller classes (descending from
    /// `UIViewController` directly or through a class of the files) that generated code can
    /// make with `init()` and whose code builds a collection view (`UICollectionView(frame:
    /// collectionViewLayout:)`, usually in `viewDidLoad`). `reel preview` shows such a screen
    /// with the app's own cells.
    public var screens: [ClassDeclaration] {
        classes.filter { declaration in
            !declaration.isHidden && !declaration.isGeneric && isViewController(declaration.name)
                && hasArgumentlessInit(declaration.name) && buildsCollectionView(declaration.name)
        }
    }

    /// Whether class `name` of these files descends from `UIViewController`.
    public func isViewController(_ name: String, seen: Set<String> = []) -> Bool {
        guard !seen.contains(name), let declaration = classes.first(where: { $0.name == name }),
            let superclass = declaration.superclass
        else { return false }
        return Self.viewControllerBases.contains(superclass) || isViewController(superclass, seen: seen.union([name]))
    }

    /// Whether the body or an extension of class `name` (or of a superclass of the files) makes
    /// a collection view.
    func buildsCollectionView(_ name: String, seen: Set<String> = []) -> Bool {
        guard !seen.contains(name) else { return false }
        if let body = typeBodies[name],
            body.range(of: #"\b(UICollectionView|CollectionView)\s*\(\s*frame\s*:"#, options: .regularExpression) != nil
        {
            return true
        }
        guard let superclass = classes.first(where: { $0.name == name })?.superclass else { return false }
        return buildsCollectionView(superclass, seen: seen.union([name]))
    }

    /// Whether the code of screen `screen` uses the layout class or function `layout`: names
    /// the class, or calls the function (its own method, or one at the top level or of
    /// another type by name). Such a layout is previewed through the screen by default.
    func screen(_ screen: String, uses layout: String) -> Bool {
        let body = typeBodies[screen] ?? ""
        if let factory = factories.first(where: { $0.name == layout }) {
            if factory.owner == screen { return true }
            let pattern = #"\b"# + NSRegularExpression.escapedPattern(for: factory.function) + #"\s*\("#
            return body.range(of: pattern, options: .regularExpression) != nil
        }
        let pattern = #"\b"# + NSRegularExpression.escapedPattern(for: layout) + #"\b"#
        return body.range(of: pattern, options: .regularExpression) != nil
    }
}
