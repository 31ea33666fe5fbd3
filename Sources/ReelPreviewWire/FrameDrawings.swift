import Foundation
import Reel
import ViewDrawing

/// The app's views of a frame's elements — its cells and supplementary views, captured by the
/// preview child as `DrawnLayer` trees in each element's own coordinates — on their way to
/// the parent, which draws them where the layout puts the elements.
///
/// Trees travel once: each new tree gets a number, and a later frame that shows the same tree
/// (an unchanged cell, whatever its offset) names it by number. ``DrawingTable`` on each side
/// keeps the numbering; the parent reads one child's replies in order.
package struct FrameDrawings: Codable, Sendable, Hashable {
    /// One element's tree, by pane and element index.
    package struct Entry: Codable, Sendable, Hashable {
        /// The pane's index.
        package var pane: Int
        /// The element's index in the pane's elements.
        package var element: Int
        /// The tree's number.
        package var tree: Int

        /// An entry from its parts.
        package init(pane: Int, element: Int, tree: Int) {
            self.pane = pane
            self.element = element
            self.tree = tree
        }
    }

    /// The trees this frame introduces, by number.
    package var trees: [Int: DrawnLayer] = [:]
    /// Which element shows which tree.
    package var entries: [Entry] = []
    /// What shows behind each pane's elements (its collection view's background, one layer the
    /// pane's size), by pane index.
    package var backgrounds: [Int: DrawnLayer] = [:]

    /// No drawings.
    package init() {}
}

/// The numbering of the trees a child has sent: the child numbers each tree it has not sent
/// before; the parent keeps every tree it was sent, to resolve later numbers.
package final class DrawingTable {
    private var numbers: [DrawnLayer: Int] = [:]
    private var trees: [Int: DrawnLayer] = [:]

    /// An empty table.
    package init() {}

    /// The child's side: the number of `tree`, and whether it is new (then it must be sent).
    package func number(of tree: DrawnLayer) -> (number: Int, isNew: Bool) {
        if let known = numbers[tree] { return (known, false) }
        let number = numbers.count
        numbers[tree] = number
        return (number, true)
    }

    /// Forgets every tree (a new scene starts).
    package func clear() {
        numbers = [:]
        trees = [:]
    }

    /// The parent's side: `state` with `drawings`' trees put on their elements, the new trees
    /// kept for later frames. Entries that do not fit the state, or name a tree never sent,
    /// are ignored.
    package func applied(_ drawings: FrameDrawings, to state: FrameState) -> FrameState {
        for (number, tree) in drawings.trees { trees[number] = tree }
        var state = state
        for (pane, background) in drawings.backgrounds where state.panes.indices.contains(pane) {
            state.panes[pane].background = background
        }
        for entry in drawings.entries
        where state.panes.indices.contains(entry.pane)
            && state.panes[entry.pane].elements.indices.contains(entry.element)
        {
            guard let tree = trees[entry.tree] else { continue }
            state.panes[entry.pane].elements[entry.element].drawing = tree
        }
        return state
    }
}
