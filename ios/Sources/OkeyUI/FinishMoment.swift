#if canImport(SwiftUI)
import OkeyAppCore
import SwiftUI

/// A deal's finish, a moment of its own before the score sheet (as on Android): the table still in
/// sight under a shade, and over it why the deal ended in the core's words (who finished, and
/// how) with its multiplier, growing in. A tap skips it; it ends by itself after 1.6 s. The table
/// shows it only without Reduce Motion.
struct FinishMoment: View {
    let sheet: ScoreSheetView
    let done: () -> Void
    @State private var shown = false

    var body: some View {
        ZStack {
            SwiftUI.Color.black.opacity(0.4).ignoresSafeArea()
            VStack(spacing: 8) {
                Text(verbatim: sheet.ending).font(.title2.bold()).foregroundStyle(.yellow).multilineTextAlignment(.center)
                if let multiplier = sheet.multiplier { Text(verbatim: multiplier).font(.headline).foregroundStyle(.white) }
                Text("table.finishTap").font(.footnote).foregroundStyle(.white.opacity(0.75))
            }
            .padding(.horizontal, 28)
            .padding(.vertical, 20)
            .frame(maxWidth: 520)
            .background(RoundedRectangle(cornerRadius: 16).fill(TilePalette.felt))
            .overlay(RoundedRectangle(cornerRadius: 16).strokeBorder(.yellow, lineWidth: 2))
            .scaleEffect(shown ? 1 : 0.6)
            .opacity(shown ? 1 : 0)
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: done)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .task {
            withAnimation(.easeOut(duration: 0.35)) { shown = true }
            try? await Task.sleep(for: .milliseconds(1600))
            done()
        }
    }
}
#endif
