import Foundation

/// The state a configuration is updated for (UIKit's `UIConfigurationState`).
public protocol ConfigurationState {
    /// The traits of the view being configured.
    var traitCollection: TraitCollection { get set }
}

/// A cell's state (UIKit's `UICellConfigurationState`): its traits and flags.
public struct CellConfigurationState: ConfigurationState, Hashable, Sendable {
    /// The cell's traits.
    public var traitCollection: TraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the cell is being edited.
    public var isEditing = false
    /// Whether the cell is expanded (outlines).
    public var isExpanded = false

    /// A state with `traitCollection` and every flag off.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// A description of a view's content that can make the view (UIKit's `UIContentConfiguration`).
public protocol ContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> View & ContentView
    /// The configuration for `state` (unchanged by default).
    func updated(for state: ConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
public protocol ContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: ContentConfiguration { get set }
}
