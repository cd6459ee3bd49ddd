#if canImport(SwiftUI)
import OkeyAppCore
import SwiftUI

/// The guided deal's step in the core's words: its title always, on one line; tap it to show or
/// hide what to do and why. A new step shows its text.
///
/// Space (upright, above the rack): about 30 pt folded; unfolded, the text adds at most
/// `textHeight` and scrolls beyond it, so the melds above keep their share.
struct GuideBubble: View {
    let guide: GuideView
    /// The most height the text takes before it scrolls; nil where the bubble's column scrolls.
    let textHeight: CGFloat?
    @State private var unfolded = true

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text(verbatim: guide.title).font(.headline).lineLimit(1).minimumScaleFactor(0.8)
                    .frame(maxWidth: .infinity, alignment: .leading)
                FoldChevron(unfolded: unfolded)
            }
            .foldsOnTap($unfolded)
            .accessibilityHint(unfolded ? Text(verbatim: "") : Text(verbatim: guide.text))
            if unfolded {
                CappedText(text: guide.text, maxHeight: textHeight).font(.callout)
            }
        }
        .bubble(.white.opacity(0.92))
        .onChange(of: guide.step) { _, _ in unfolded = true }
    }
}

/// The hint in the core's words (its tiles are also marked on the rack): its first line when
/// folded, all of it unfolded; tap it to switch.
struct HintBubble: View {
    let hint: HintView
    /// The most height the text takes before it scrolls; nil where the bubble's column scrolls.
    let textHeight: CGFloat?
    /// Whether a new hint starts unfolded (folded beside a guide, which has the room).
    let startsUnfolded: Bool
    @State private var unfolded: Bool

    init(hint: HintView, textHeight: CGFloat?, startsUnfolded: Bool) {
        self.hint = hint
        self.textHeight = textHeight
        self.startsUnfolded = startsUnfolded
        _unfolded = State(initialValue: startsUnfolded)
    }

    var body: some View {
        HStack(alignment: .top, spacing: 4) {
            if unfolded {
                CappedText(text: hint.text, maxHeight: textHeight)
            } else {
                Text(verbatim: hint.text).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
            }
            FoldChevron(unfolded: unfolded)
        }
        .font(.callout)
        .foldsOnTap($unfolded)
        .accessibilityLabel(Text(verbatim: hint.text))
        .bubble(.yellow.opacity(0.9))
        .onChange(of: hint.text) { _, _ in unfolded = startsUnfolded }
    }
}

/// Points down when there is more to unfold, up when there is not.
private struct FoldChevron: View {
    let unfolded: Bool

    var body: some View {
        Image(systemName: unfolded ? "chevron.up" : "chevron.down")
            .font(.caption.bold())
            .padding(.top, 3)
            .accessibilityHidden(true)
    }
}

/// Text as tall as it needs up to `maxHeight`, then scrolling within it; without a limit, as
/// tall as it needs.
private struct CappedText: View {
    let text: String
    let maxHeight: CGFloat?

    var body: some View {
        if let maxHeight {
            ViewThatFits(in: .vertical) {
                whole
                ScrollView { whole }.frame(height: maxHeight)
            }
            .frame(maxHeight: maxHeight)
        } else {
            whole
        }
    }

    private var whole: some View {
        Text(verbatim: text)
            .fixedSize(horizontal: false, vertical: true)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

private extension View {
    /// A tap anywhere on it folds or unfolds the bubble; a tap, not a button, so that an unfolded
    /// text that scrolls still scrolls under the finger. VoiceOver activates it as a button.
    func foldsOnTap(_ unfolded: Binding<Bool>) -> some View {
        contentShape(Rectangle())
            .onTapGesture { withAnimation(.snappy) { unfolded.wrappedValue.toggle() } }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            .accessibilityAction { unfolded.wrappedValue.toggle() }
    }

    /// The bubbles' look: dark text on a light rounded card.
    func bubble(_ fill: SwiftUI.Color) -> some View {
        frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(fill, in: RoundedRectangle(cornerRadius: 12))
            .foregroundStyle(.black)
    }
}
#endif
