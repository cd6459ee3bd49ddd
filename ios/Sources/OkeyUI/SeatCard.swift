#if canImport(SwiftUI)
import OkeyAppCore
import SwiftUI

/// A seat's card at its place around the table, in the core's words: name and level, tiles in
/// hand, what it opened with, its running total. The seat to move is ringed; a bot thinking there
/// shows it.
struct SeatCard: View {
    let seat: SeatView
    var style = Style.card

    enum Style {
        /// A line for each (a side seat on a phone held upright).
        case card
        /// Everything on one line (the player's own card, the seat across).
        case line
        /// Three short lines (a side seat when the phone lies on its side and the felt is short).
        case small

        /// The style of the card at `place` on the felt.
        static func style(at place: SeatPlace, sideways: Bool) -> Style {
            switch place {
            case .bottom, .across: .line
            case .left, .right: sideways ? .small : .card
            }
        }
    }

    var body: some View {
        content
            .minimumScaleFactor(0.7)
            .foregroundStyle(.white)
            // A card beside the felt stays narrow enough for a phone held upright.
            .frame(maxWidth: style == .line ? nil : 88, alignment: .leading)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(
                RoundedRectangle(cornerRadius: 10)
                    .fill(seat.toMove ? SwiftUI.Color.black.opacity(0.45) : SwiftUI.Color.black.opacity(0.2))
            )
            .overlay(
                RoundedRectangle(cornerRadius: 10)
                    .strokeBorder(SwiftUI.Color.yellow, lineWidth: seat.toMove ? 3 : 0)
            )
            .shadow(color: seat.toMove ? SwiftUI.Color.yellow.opacity(0.6) : .clear, radius: 6)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(seat.toMove ? .isSelected : [])
    }

    @ViewBuilder
    private var content: some View {
        switch style {
        case .card:
            VStack(alignment: .leading, spacing: 1) {
                name
                level
                tiles
                opened
                total
            }
        case .line:
            HStack(spacing: 8) {
                name
                level
                tiles
                opened
                total
            }
        case .small:
            VStack(alignment: .leading, spacing: 1) {
                HStack(spacing: 4) {
                    name
                    level
                }
                HStack(spacing: 6) {
                    tiles
                    total
                }
                opened
            }
        }
    }

    private var name: some View {
        HStack(spacing: 4) {
            Text(verbatim: seat.name).font(.subheadline.bold()).lineLimit(1)
            if seat.thinking {
                Image(systemName: "ellipsis.bubble.fill")
                    .symbolEffect(.pulse, isActive: true)
                    .foregroundStyle(.yellow)
                    .accessibilityLabel(Text("table.thinking"))
            }
        }
    }

    @ViewBuilder
    private var level: some View {
        if let level = seat.level { Text(verbatim: level).font(.caption2).opacity(0.8).lineLimit(1) }
    }

    private var tiles: some View {
        Label {
            Text("table.tilesInHand \(Int(seat.tilesInHand))")
        } icon: {
            Image(systemName: "rectangle.portrait.on.rectangle.portrait").accessibilityHidden(true)
        }
        .font(.caption)
        .lineLimit(1)
    }

    @ViewBuilder
    private var opened: some View {
        if let opened = seat.opened {
            Text(verbatim: opened).font(.caption).foregroundStyle(.yellow).lineLimit(2)
        }
    }

    private var total: some View {
        Text("table.score \(Int(seat.total))").font(.caption.monospacedDigit()).lineLimit(1)
    }
}

#Preview("Seats") {
    func seat(_ number: UInt8, _ name: String, toMove: Bool = false, thinking: Bool = false, opened: String? = nil) -> SeatView {
        SeatView(
            seat: number, place: .across, name: name, level: number == 0 ? nil : "Medium", tilesInHand: 21,
            opened: opened, total: 42, toMove: toMove, thinking: thinking
        )
    }
    return VStack(spacing: 12) {
        SeatCard(seat: seat(1, "Ayşe"))
        SeatCard(seat: seat(2, "Mehmet", toMove: true, thinking: true))
        SeatCard(seat: seat(3, "Zeynep", opened: "opened 108"), style: .small)
        SeatCard(seat: seat(0, "You", toMove: true), style: .line)
    }
    .padding()
    .background(TilePalette.felt)
}
#endif
