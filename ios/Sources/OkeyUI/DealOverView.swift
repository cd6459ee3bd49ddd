#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The score sheet at the end of a deal, in the core's words: why it ended and its multiplier
/// when it is not one; each seat's rack face up, hand points, penalties named with their reasons
/// and deal score; then the sheet itself, seats across and deals down (a replayed deal marked,
/// not counted), with the totals; and Next deal. At the end of the game: who won, Review, Play
/// again and Home.
@MainActor
struct DealOverView: View {
    let sheet: ScoreSheetView
    let controls: ControlsView
    let shell: AppShell

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text(verbatim: sheet.ending)
                    if let multiplier = sheet.multiplier { Text(verbatim: multiplier).bold() }
                    if let reason = sheet.multiplierReason { Text(verbatim: reason).font(.callout) }
                    if let winners = sheet.winners { Text(verbatim: winners).font(.title2.bold()) }
                }
                Section("dealOver.thisDeal") {
                    ForEach(sheet.rows, id: \.seat) { row in
                        ScoreRow(row: row)
                    }
                }
                Section("dealOver.sheet") {
                    ScoreTable(sheet: sheet)
                }
                if let dealSeed = sheet.dealSeed {
                    // The deal's seed, checked against the fingerprint shown while it was played.
                    Section { Text(verbatim: dealSeed).font(.footnote).foregroundStyle(.secondary) }
                }
                Section {
                    if sheet.gameOver {
                        // A guest's seat is offered neither: the host plays again, and reviews.
                        if controls.review { Button("gameOver.review") { shell.send(.openReview) } }
                        if controls.playAgain { Button("gameOver.playAgain") { shell.send(.playAgain) } }
                        Button("table.home") { shell.send(.show(screen: .home)) }
                    } else if controls.nextDeal.visible {
                        Button("dealOver.nextDeal") { shell.send(.nextDeal) }
                            .font(.headline)
                            .disabled(!controls.nextDeal.enabled)
                    }
                }
            }
            .navigationTitle(Text(verbatim: sheet.title))
        }
    }
}

/// One seat in this deal: its tiles left, hand points, each penalty with its reason, deal score.
struct ScoreRow: View {
    let row: ScoreRowView

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(verbatim: row.name).font(.headline)
                if row.won { Image(systemName: "crown.fill").foregroundStyle(.yellow).accessibilityHidden(true) }
                Spacer()
                Text("dealOver.score \(Int(row.dealScore))").bold().monospacedDigit()
            }
            if !row.melds.isEmpty || !row.loose.isEmpty {
                // The hand as the core groups it: each meld apart, then the loose tiles; a
                // group never splits across lines (as on Android).
                FlowLayout(spacing: 10, rowSpacing: 3) {
                    ForEach(Array(row.melds.enumerated()), id: \.offset) { _, meld in
                        HStack(spacing: 1) { ForEach(meld, id: \.id) { TileFace(tile: $0, maxWidth: 32) } }
                    }
                    ForEach(row.loose, id: \.id) { TileFace(tile: $0, maxWidth: 32) }
                }
            } else if !row.tiles.isEmpty {
                FlowLayout(spacing: 1, rowSpacing: 3) {
                    // Readable: about a third larger than before (24 pt), as on Android.
                    ForEach(row.tiles, id: \.id) { TileFace(tile: $0, maxWidth: 32) }
                }
            }
            Text("dealOver.hand \(Int(row.handPoints))").font(.callout)
            if let note = row.handNote { Text(verbatim: note).font(.caption) }
            if let formula = row.handFormula { Text(verbatim: formula).font(.caption).monospacedDigit() }
            ForEach(Array(row.penalties.enumerated()), id: \.offset) { _, penalty in
                Label {
                    Text(verbatim: penalty)
                } icon: {
                    Image(systemName: "exclamationmark.triangle.fill")
                }
                .font(.callout)
                .foregroundStyle(.red)
            }
        }
        .accessibilityElement(children: .combine)
    }
}

/// The sheet as a table: a column per seat, a line per deal (a replayed one's label dimmed: it is
/// dealt again, but its okeys held and penalties are in the totals), and the running totals at the bottom. A 390 pt phone's list row
/// leaves about 318 pt: "Yeniden dağıtıldı" (about 100 pt) and four columns of "-1234" (about
/// 45 pt each) with 10 pt between barely fit, so each cell shrinks (to 60 %) rather than wrap.
struct ScoreTable: View {
    let sheet: ScoreSheetView

    /// The seats in seat order: the deals' scores are listed by seat.
    private var seats: [ScoreRowView] { sheet.rows.sorted { $0.seat < $1.seat } }

    var body: some View {
        Grid(alignment: .trailing, horizontalSpacing: 10, verticalSpacing: 6) {
            GridRow {
                Text(verbatim: "").gridColumnAlignment(.leading)
                ForEach(seats, id: \.seat) { seat in
                    Text(verbatim: seat.name).font(.caption.bold()).lineLimit(1).minimumScaleFactor(0.7)
                }
            }
            Divider()
            ForEach(Array(sheet.deals.enumerated()), id: \.offset) { _, deal in
                GridRow {
                    Text(verbatim: deal.label).font(.caption).lineLimit(1).minimumScaleFactor(0.6)
                        .foregroundStyle(deal.void ? SwiftUI.Color.secondary : SwiftUI.Color.primary)
                    ForEach(seats, id: \.seat) { seat in
                        Text(verbatim: score(deal, seat))
                            .monospacedDigit()
                            .lineLimit(1)
                            .minimumScaleFactor(0.6)
                    }
                }
            }
            Divider()
            GridRow {
                Text("dealOver.totals").font(.caption.bold()).lineLimit(1).minimumScaleFactor(0.6)
                ForEach(seats, id: \.seat) { seat in
                    Text(verbatim: "\(seat.total)").bold().monospacedDigit().lineLimit(1).minimumScaleFactor(0.6)
                }
            }
        }
    }

    private func score(_ deal: DealLineView, _ seat: ScoreRowView) -> String {
        let index = Int(seat.seat)
        return deal.scores.indices.contains(index) ? "\(deal.scores[index])" : "–"
    }
}
#endif
