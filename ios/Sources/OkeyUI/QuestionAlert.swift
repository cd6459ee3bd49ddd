#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

@MainActor
extension View {
    /// The core's question (`DialogView`) as an alert: its title and body in the core's words
    /// (a penalty's points are in them), and one button per choice in the core's order and words.
    /// The safe, primary one (Cancel, for a costly discard or take-back) is the alert's bold
    /// cancel button; going ahead with something that costs points is drawn as destructive. An
    /// alert is only dismissed by its buttons, so every way out is an answer the core hears.
    func question(_ dialog: DialogView?, shell: AppShell) -> some View {
        alert(
            Text(verbatim: dialog?.title ?? ""),
            isPresented: Binding(get: { dialog != nil }, set: { _ in }),
            presenting: dialog
        ) { dialog in
            ForEach(Array(dialog.choices.enumerated()), id: \.offset) { _, choice in
                Button(role: role(of: choice, in: dialog)) {
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

/// The primary choice is the safe one; confirming a question about a cost is destructive.
private func role(of choice: DialogChoice, in dialog: DialogView) -> ButtonRole? {
    if choice.primary { return .cancel }
    let costly = dialog.kind == .costlyDiscard || dialog.kind == .takeBack || dialog.kind == .riskyLay
    return costly && choice.answer == .confirm ? .destructive : nil
}
#endif
