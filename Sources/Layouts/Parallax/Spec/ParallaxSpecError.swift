/// The error for a problem at `path` inside a scene's `parallax` parameter.
///
/// The message starts with the path (`pages[2].actions[0].timingFunction: …`), so the whole
/// error reads `parameter 'parallax': pages[2].actions[0].timingFunction: unknown curve …`.
func parallaxSpecError(_ path: String, _ message: String) -> LayoutConfigurationError {
    LayoutConfigurationError(
        parameter: ParallaxSpec.parameterName, message: path.isEmpty ? message : "\(path): \(message)")
}

extension ParallaxSpec {
    /// The layout parameter that holds the spec.
    public static let parameterName = "parallax"
}
