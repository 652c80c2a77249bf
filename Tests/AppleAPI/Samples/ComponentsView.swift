// Components the way an app uses the generated ones (`.buttonStyle(.primary)`, `.componentStyle(.caption)`,
// `.surfaceStyle(.card)`, `button.applyComponentStyle(.primary)`), with a style declared here as the
// generated code declares it.
import Typesetter

extension ComponentStyle {
    static let sampleButton = ComponentStyle(
        .init(
            foreground: DesignColor(any: .init(red: 1, green: 1, blue: 1, alpha: 1)),
            background: DesignColor(any: .init(red: 0, green: 0.3, blue: 0.7, alpha: 1)),
            cornerRadius: ScaledValue(12), paddingHorizontal: ScaledValue(16), minHeight: ScaledValue(44)),
        pressed: .init(background: DesignColor(any: .init(red: 0, green: 0.2, blue: 0.5, alpha: 1))))
}

#if canImport(SwiftUI)
    import SwiftUI

    extension ButtonStyle where Self == ComponentButtonStyle {
        static var sampleButton: ComponentButtonStyle { ComponentButtonStyle(.sampleButton) }
    }

    struct ComponentsView: View {
        var body: some View {
            VStack {
                Text("New").componentStyle(.sampleButton, state: .selected)
                Button("Continue") {}.buttonStyle(.sampleButton)
                // SwiftUI's own styles stay unambiguous beside the generated ones (the generator reserves
                // every built-in style's name, of every platform).
                Button("Cancel") {}.buttonStyle(.bordered)
                #if os(macOS)
                    Button("Help") {}.buttonStyle(.link)
                #endif
                #if os(tvOS)
                    Button("Episode") {}.buttonStyle(.card)
                #endif
            }
            .surfaceStyle(.sampleButton)
        }
    }
#endif

#if canImport(UIKit) && !os(watchOS)
    import UIKit

    @MainActor
    func styleButton(_ button: UIButton) {
        let brand = Theme(name: "brandB")
        if #available(iOS 15.0, tvOS 15.0, visionOS 1.0, *) {
            // The app's own handler, set first, runs before the component's on every update.
            button.configurationUpdateHandler = { button in button.isUserInteractionEnabled = button.isEnabled }
            button.applyComponentStyle(.sampleButton)
            button.applyComponentStyle(.sampleButton, theme: brand)
            button.configuration = .component(
                .sampleButton, state: .pressed, traits: button.traitCollection, theme: brand)
        }
        let label = UILabel(frame: .zero)
        label.text = "New"
        label.applyComponentStyle(.sampleButton, state: .selected)
        label.applyComponentStyle(.sampleButton, theme: brand)
        // A component's colors, as UIKit colors in the traits' theme or an explicit one.
        let foreground: UIColor = UIColor(DesignColor(any: .init(red: 1, green: 1, blue: 1, alpha: 1)), theme: brand)
        _ = foreground
    }
#endif
