import Foundation

/// Scenes that ship inside the tool, so that `reel render` has something to draw without a file.
public enum BuiltInScenes {
    /// The scene `reel render` draws when given none: Dodo Pizza's pizza-half selector, left and
    /// right halves side by side. It starts on the second pizza, so the first frame shows a pizza
    /// above and below the selected one rather than a quarter of empty space over the first,
    /// scrolls up to the first pizza, down to the last and back, and loops seamlessly.
    public static let demoYAML = """
        name: demo
        canvas: { width: 413, height: 896, scale: 2, background: "#F2EDE4" }
        fps: 30
        sampling:
          keyframes:
            - { frame: 0, offset: 302 }
            - { frame: 14, offset: start, curve: easeInOut }
            - { frame: 40, offset: end, curve: easeInOut }
            - { frame: 59, offset: 302, curve: easeInOut }
        panes:
          - name: left
            frame: { x: 0, y: 0, width: 206.5, height: 896 }
            layout: pizzaHalves
            items: 4
            parameters: { orientation: left, pizzaSize: 300 }
          - name: right
            frame: { x: 206.5, y: 0, width: 206.5, height: 896 }
            layout: pizzaHalves
            items: 4
            parameters: { orientation: right, pizzaSize: 300 }
        styles:
          cell: { shape: rectangle, fill: none, label: "" }
          header: { fill: none, label: "Pizza {number}", labelColor: "#3B2F2F", fontSize: 17 }
          roles:
            image: { fill: "#E39B3A" }
            title: { textColor: "#3B2F2F" }
        """

    /// The built-in demo scene: ``demoYAML`` parsed, named `<built-in demo>` in messages.
    ///
    /// - Throws: ``SceneError`` only if the built-in text stops parsing (a test checks it does).
    public static func demo() throws -> Scene {
        try Scene.parse(demoYAML, file: "<built-in demo>")
    }
}
