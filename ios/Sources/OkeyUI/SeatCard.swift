#if canImport(SwiftUI)
import OkeyAppCore
import SwiftUI

/// A seat's card at its place around the table, in the core's words: name and level, tiles in
/// hand, what it opened with, its running total. The seat to move is ringed; a bot thinking there
/// shows it.
struct SeatCard: View {
    let seat: SeatSummary
    var style = Style.card

    enum Style {
        /// A line for each (a side seat on a phone held upright).
        case card
        /// Everything on one line (the player's own card, the seat across); a compact line where
        /// that does not fit.
        case line
        /// Three short lines (a side seat when the phone lies on its side and the felt is short);
        /// two where three do not fit.
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
                away
                total
            }
        case .line:
            // Between two piles upright the across seat has about 230 pt where its whole line
            // needs about 330: then the compact line (no level; tiles and total as numbers with
            // an icon), whose texts shrink and then truncate, never overlapping the piles.
            ViewThatFits(in: .horizontal) {
                HStack(spacing: 8) {
                    name
                    level
                    tiles
                    opened
                    away
                    total
                }
                HStack(spacing: 6) {
                    name.layoutPriority(1)
                    compactTiles
                    opened
                    away
                    compactTotal
                }
            }
        case .small:
            // On its side the felt leaves a side seat about 62 pt between its piles: three lines
            // when they fit, else two, what the seat opened with shown as a mark by its name.
            ViewThatFits(in: .vertical) {
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
                    away
                }
                VStack(alignment: .leading, spacing: 1) {
                    HStack(spacing: 4) {
                        name
                        openedMark
                    }
                    HStack(spacing: 6) {
                        compactTiles
                        compactTotal
                    }
                    away
                }
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

    /// A networked table's guest who dropped: "reconnecting…", then a bot standing in.
    @ViewBuilder
    private var away: some View {
        if let away = seat.away {
            Text(verbatim: away).font(.caption2.bold()).foregroundStyle(.orange).lineLimit(2).minimumScaleFactor(0.7)
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

    /// The tiles in hand as a number by the icon; VoiceOver still reads "21 tiles".
    private var compactTiles: some View {
        Label {
            Text(verbatim: "\(seat.tilesInHand)").monospacedDigit()
        } icon: {
            Image(systemName: "rectangle.portrait.on.rectangle.portrait")
        }
        .font(.caption)
        .lineLimit(1)
        .fixedSize()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("table.tilesInHand \(Int(seat.tilesInHand))"))
    }

    /// What the seat opened with, on one line (shrunk to fit the narrow card).
    @ViewBuilder
    private var opened: some View {
        if let opened = seat.opened {
            Text(verbatim: opened).font(.caption).foregroundStyle(.yellow).lineLimit(1).minimumScaleFactor(0.6)
        }
    }

    /// That the seat has opened, as a mark; VoiceOver reads what it opened with.
    @ViewBuilder
    private var openedMark: some View {
        if let opened = seat.opened {
            Image(systemName: "checkmark.seal.fill")
                .font(.caption)
                .foregroundStyle(.yellow)
                .accessibilityLabel(Text(verbatim: opened))
        }
    }

    private var total: some View {
        Text("table.score \(Int(seat.total))").font(.caption.monospacedDigit()).lineLimit(1)
    }

    /// The running total as a number by a sum sign; VoiceOver still reads "Score 42".
    private var compactTotal: some View {
        Label {
            Text(verbatim: "\(seat.total)").monospacedDigit()
        } icon: {
            Image(systemName: "sum")
        }
        .font(.caption)
        .lineLimit(1)
        .fixedSize()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("table.score \(Int(seat.total))"))
    }
}

#Preview("Seats") {
    func seat(_ number: UInt8, _ name: String, toMove: Bool = false, thinking: Bool = false, opened: String? = nil) -> SeatSummary {
        SeatSummary(
            seat: number, place: .across, name: name, level: number == 0 ? nil : "Medium", tilesInHand: 21,
            opened: opened, total: 42, toMove: toMove, thinking: thinking
        )
    }
    return VStack(spacing: 12) {
        SeatCard(seat: seat(1, "Ayşe"))
        SeatCard(seat: seat(2, "Mehmet", toMove: true, thinking: true))
        SeatCard(seat: seat(3, "Zeynep", opened: "opened 108"), style: .small)
        SeatCard(seat: seat(0, "You", toMove: true), style: .line)
        // The across seat upright: between two piles, about 230 pt.
        SeatCard(seat: seat(2, "Mehmet Ali", opened: "opened with 5 pairs"), style: .line).frame(width: 230)
        // A side seat on its side, squeezed: two lines.
        SeatCard(seat: seat(3, "Zeynep", opened: "opened 108"), style: .small).frame(height: 50)
    }
    .padding()
    .background(TilePalette.felt)
}
#endif
