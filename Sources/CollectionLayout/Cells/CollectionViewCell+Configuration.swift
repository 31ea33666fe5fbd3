import Foundation
import HeadlessUI

extension CollectionViewCell {
    /// The cell's configuration state (its selection and highlight, the view's traits).
    public var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }
}
