// Importing Reel imports what a scene built in code needs: the layout engine's types
// (CollectionLayout, with CGPoint, CGSize and CGRect) and the layout registry with the built-in
// layouts (Layouts), so `LayoutRegistry.builtIn` needs no extra `import Layouts`.
@_exported import CollectionLayout
@_exported import Layouts
