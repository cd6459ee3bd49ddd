#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

@MainActor
extension View {
    /// The core's question (`DialogView`) as an alert: its title, its body, and one button per
    /// choice in the core's order and words; the safe, primary one is the bold one. An alert is
    /// only dismissed by its buttons, so every way out is an answer the core hears.
    func question(_ dialog: DialogView?, shell: AppShell) -> some View {
        alert(
            Text(verbatim: dialog?.title ?? ""),
            isPresented: Binding(get: { dialog != nil }, set: { _ in }),
            presenting: dialog
        ) { dialog in
            ForEach(Array(dialog.choices.enumerated()), id: \.offset) { _, choice in
                Button(role: choice.primary ? .cancel : nil) {
                    shell.answer(choice.answer)
                } label: {
                    Text(verbatim: choice.label)
                }
            }
        } message: { dialog in
            Text(verbatim: dialog.body)
        }
    }
}
#endif
