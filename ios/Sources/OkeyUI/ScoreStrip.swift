#if canImport(SwiftUI)
import OkeyAppCore
import SwiftUI

/// The strip along the top of the table: Home, each seat's running total (the seat to move in
/// yellow), the deal and its multiplier in the core's words, and the tiles gone. On a narrow
/// phone the totals take a line of their own.
struct ScoreStrip: View {
    let seats: [SeatSummary]
    /// "Deal 2 of 5" / "2. el (5 elden)".
    let deal: String
    /// "×2", when the deal counts more than once.
    let multiplier: String?
    let home: () -> Void
    let showGone: () -> Void

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 10) {
                homeButton
                totals
                Spacer(minLength: 4)
                dealLine
                goneButton
            }
            VStack(spacing: 2) {
                HStack(spacing: 8) {
                    homeButton
                    dealLine
                    Spacer(minLength: 4)
                    goneButton
                }
                totals
            }
        }
        .foregroundStyle(.white)
    }

    private var homeButton: some View {
        iconButton("table.home", systemImage: "house.fill", action: home)
    }

    private var goneButton: some View {
        iconButton("table.gone", systemImage: "square.grid.3x3.fill", action: showGone)
    }

    /// A 44 pt icon button, white on the room's green: the plain style keeps the strip's colour
    /// (the default style would tint it with the accent colour); the whole square takes the tap.
    private func iconButton(_ title: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Label(title, systemImage: systemImage)
                .labelStyle(.iconOnly)
                .frame(width: 44, height: 44)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .foregroundStyle(.white)
    }

    private var dealLine: some View {
        HStack(spacing: 6) {
            Text(verbatim: deal).font(.subheadline).lineLimit(1)
            if let multiplier {
                Text(verbatim: multiplier)
                    .font(.subheadline.bold())
                    .padding(.horizontal, 6)
                    .background(Capsule().fill(.yellow))
                    .foregroundStyle(.black)
            }
        }
        .fixedSize()
        .accessibilityElement(children: .combine)
    }

    private var totals: some View {
        HStack(spacing: 10) {
            ForEach(seats, id: \.seat) { seat in
                HStack(spacing: 3) {
                    Text(verbatim: seat.name).lineLimit(1)
                    Text(verbatim: "\(seat.total)").bold().monospacedDigit()
                }
                .font(.footnote)
                .foregroundStyle(seat.toMove ? SwiftUI.Color.yellow : SwiftUI.Color.white)
                .fixedSize()
                .accessibilityElement(children: .combine)
            }
        }
    }
}

#Preview("Score strip") {
    let shell = PreviewShell.atTable()
    return VStack {
        if let table = shell.table {
            ScoreStrip(seats: table.seats, deal: table.centre.deal, multiplier: "×2", home: {}, showGone: {})
            ScoreStrip(seats: table.seats, deal: table.centre.deal, multiplier: nil, home: {}, showGone: {})
                .frame(width: 390)
        }
    }
    .padding()
    .background(TilePalette.room)
}
#endif
