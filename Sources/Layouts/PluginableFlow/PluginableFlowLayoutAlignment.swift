/// Where a ``PluginableFlowLayout`` snaps items when scrolling ends, along the scroll axis.
///
/// The original README calls `lineStart`/`lineEnd` "left/right alignment"; here, as in the
/// original code, they are axis-generic: left/right for horizontal scrolling, top/bottom for
/// vertical scrolling.
public enum PluginableFlowLayoutAlignment: String, Hashable, Sendable, CaseIterable {
    /// An item's leading edge rests at the section's leading inset from the viewport start.
    case lineStart
    /// An item's centre rests at the viewport's centre.
    case lineCenter
    /// An item's trailing edge rests at the section's trailing inset from the viewport end.
    case lineEnd
}

/// Whether a PluginableFlowLayout port reproduces a quirk of the original library or fixes it.
///
/// - `faithful` (the default everywhere) gives the original's numbers, bugs included.
/// - `corrected` fixes the bug: ``PluginableFlowLayout/targetOffsetBehavior`` measures the
///   `lineEnd` distance against the viewport end *minus* the trailing inset, and
///   ``PercentageFlowLayoutPlugin/afterInsetBehavior`` reads the trailing (right/bottom) inset
///   instead of the leading one.
public enum PluginableFlowBehavior: String, Hashable, Sendable, CaseIterable {
    /// Reproduce the original library's numbers, bug included (the default).
    case faithful
    /// Fix the bug: measure against, or read, the real trailing inset.
    case corrected
}
