import Foundation
import HeadlessUI

#if !canImport(Darwin)
    /// UIKit's `UIVisualEffect`: the effect a `UIVisualEffectView` shows.
    open class UIVisualEffect: NSObject {}

    /// UIKit's `UIBlurEffect`: a blur of what is behind, in a style. `ViewDrawing` draws it as a
    /// translucent fill of the style's tint (nothing behind is blurred; docs/cells.md).
    open class UIBlurEffect: UIVisualEffect {
        /// UIKit's `UIBlurEffect.Style`.
        public enum Style: Int, Sendable {
            /// Extra light.
            case extraLight
            /// Light.
            case light
            /// Dark.
            case dark
            /// Regular, following the appearance.
            case regular = 4
            /// Prominent, following the appearance.
            case prominent
            /// The system's thin material.
            case systemUltraThinMaterial
            /// The system's thin material.
            case systemThinMaterial
            /// The system's standard material.
            case systemMaterial
            /// The system's thick material.
            case systemThickMaterial
            /// The system's chrome material.
            case systemChromeMaterial
        }

        /// The style.
        public let style: Style

        /// A blur of `style`.
        public init(style: Style) {
            self.style = style
            super.init()
        }

        /// The translucent colour that stands in for the blur: white or near-black by the style
        /// (or the appearance, for the styles that follow it), at the material's opacity.
        public var tintColor: UIColor {
            let opacity: CGFloat
            switch style {
            case .systemUltraThinMaterial: opacity = 0.45
            case .systemThinMaterial: opacity = 0.6
            case .systemThickMaterial, .prominent: opacity = 0.9
            default: opacity = 0.75
            }
            switch style {
            case .extraLight, .light: return UIColor(white: 0.97, alpha: opacity)
            case .dark: return UIColor(white: 0.11, alpha: opacity)
            default:
                return UIColor { traits in
                    traits.userInterfaceStyle == .dark
                        ? UIColor(white: 0.11, alpha: opacity) : UIColor(white: 0.97, alpha: opacity)
                }
            }
        }
    }

    /// UIKit's `UIVibrancyEffect`: held; its content is drawn as it is.
    open class UIVibrancyEffect: UIVisualEffect {
        /// The blur the vibrancy sits on.
        public let blurEffect: UIBlurEffect

        /// A vibrancy effect over `blurEffect`.
        public init(blurEffect: UIBlurEffect) {
            self.blurEffect = blurEffect
            super.init()
        }
    }

    /// UIKit's `UIVisualEffectView`: a view that shows an effect behind its `contentView`'s
    /// subviews. Headlessly a blur is drawn as a translucent fill of the style's tint.
    open class UIVisualEffectView: UIView {
        /// The effect (nil: none).
        open var effect: UIVisualEffect?
        /// The view that holds what is shown over the effect.
        public let contentView = UIView()

        /// A view showing `effect`.
        public init(effect: UIVisualEffect?) {
            self.effect = effect
            super.init(frame: .zero)
            addContentView()
        }

        /// A view of `frame` with no effect.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            addContentView()
        }

        /// For ported code that keeps UIKit's archiving initialiser.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            addContentView()
        }

        private func addContentView() {
            contentView.frame = bounds
            contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(contentView)
        }

        /// Keeps the content view as large as the effect view.
        open override func layoutSubviews() {
            super.layoutSubviews()
            contentView.frame = bounds
        }
    }
#endif
