#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The table: the score strip along the top; the felt with every seat at its place, every discard
/// pile at its corner and the stock, indicator, okey and melds in the middle; the rack with its
/// controls at the bottom (beside it when the phone lies on its side); tiles fly over it as the
/// core's animations say. A pile's tiles, the tiles gone and the score sheet open in sheets.
///
/// Each part is drawn by a view whose body reads only that part of `TableParts`, so Observation
/// redraws only what changed: a bot's discard redraws its card and the piles, not the rack.
@MainActor
struct TableScreen: View {
    let shell: AppShell
    let table: TableParts
    /// The sheet the player opened (a pile's tiles, the tiles gone); the score sheet comes first.
    @State private var opened: TableSheet?

    // Written out: the private sheet state would make the memberwise init private.
    init(shell: AppShell, table: TableParts) {
        self.shell = shell
        self.table = table
    }

    var body: some View {
        TableLayout(shell: shell, table: table, open: { opened = $0 })
            .environment(\.tilesInFlight, Set(shell.flights?.flights.compactMap { $0.tile?.id } ?? []))
            .overlayPreferenceValue(FlightSpotsKey.self) { spots in
                FlightLayer(batch: shell.flights, spots: spots, you: table.you) { shell.landed($0) }
            }
            .background(TilePalette.room.ignoresSafeArea())
            .navigationBarBackButtonHidden()
            .toolbar(.hidden, for: .navigationBar)
            .question(table.dialog, shell: shell)
            .sheet(item: sheet) { sheet in
                TableSheetContent(sheet: sheet, shell: shell, table: table)
                    .environment(\.locale, Locale(identifier: shell.language.code))
                    .environment(\.tilePalette, shell.palette)
            }
            // A sheet the player left open gives way to the score sheet, and does not come back.
            .onChange(of: table.scoreSheet != nil) { _, over in
                if over { opened = nil }
            }
    }

    /// One sheet at a time: the score sheet while the deal is over (it cannot be swiped away),
    /// else the one the player opened.
    private var sheet: Binding<TableSheet?> {
        Binding(
            get: { shell.screen == .table && table.scoreSheet != nil ? .scoreSheet : opened },
            set: { if $0 == nil { opened = nil } }
        )
    }
}

/// What a sheet over the table shows.
enum TableSheet: Hashable, Identifiable {
    case pile(seat: UInt8)
    case gone
    case scoreSheet

    var id: Self { self }
}

@MainActor
private struct TableSheetContent: View {
    let sheet: TableSheet
    let shell: AppShell
    let table: TableParts

    var body: some View {
        switch sheet {
        case .pile(let seat):
            if let pile = table.piles.first(where: { $0.seat == seat }) {
                PileSheet(pile: pile, owner: table.seats.first { $0.seat == seat }?.name ?? "")
            }
        case .gone:
            GoneSheet(gone: table.gone)
        case .scoreSheet:
            if let sheet = table.scoreSheet {
                DealOverView(sheet: sheet, nextDeal: table.controls.nextDeal, shell: shell)
                    .interactiveDismissDisabled()
            }
        }
    }
}

/// The parts in place; it reads no part itself.
@MainActor
private struct TableLayout: View {
    let shell: AppShell
    let table: TableParts
    let open: (TableSheet) -> Void
    @Environment(\.verticalSizeClass) private var verticalSize

    var body: some View {
        let sideways = verticalSize == .compact
        VStack(spacing: 6) {
            LiveScoreStrip(shell: shell, table: table, sideways: sideways) { open(.gone) }
            FeltLayout(sideways: sideways) { place in
                LiveSeat(table: table, place: place, sideways: sideways)
            } pile: { corner in
                LivePile(shell: shell, table: table, corner: corner, open: open)
            } centre: {
                LiveCentre(shell: shell, table: table)
            } melds: {
                VStack(spacing: 6) {
                    LiveMelds(shell: shell, table: table)
                    // On its side the phone has no room above the rack: the guide and the hint
                    // take the felt's middle.
                    if sideways { LiveGuideAndHint(table: table) }
                }
            }
            if !sideways {
                LiveTurnLine(table: table)
                LiveRecentMoves(table: table)
            }
            LiveMessage(shell: shell, table: table)
            if sideways {
                HStack(alignment: .top, spacing: 8) {
                    LiveRack(shell: shell, table: table)
                    ScrollView {
                        VStack(alignment: .leading, spacing: 6) {
                            LiveControls(shell: shell, table: table)
                            LiveRecentMoves(table: table)
                        }
                    }
                    .frame(width: 300)
                    .frame(maxHeight: 150)
                }
            } else {
                LiveGuideAndHint(table: table)
                LiveRack(shell: shell, table: table)
                LiveControls(shell: shell, table: table)
            }
        }
        .padding(.horizontal, 8)
        .padding(.bottom, 4)
    }
}

@MainActor
private struct LiveScoreStrip: View {
    let shell: AppShell
    let table: TableParts
    let sideways: Bool
    let showGone: () -> Void

    var body: some View {
        HStack(spacing: 8) {
            ScoreStrip(
                seats: table.seats, deal: table.centre.deal, multiplier: table.centre.multiplier,
                home: { shell.send(.back) }, showGone: showGone
            )
            .layoutPriority(1)
            // On its side the phone has no room for a line of its own.
            if sideways { LiveTurnLine(table: table).frame(maxWidth: 320) }
        }
    }
}

@MainActor
private struct LiveSeat: View {
    let table: TableParts
    let place: SeatPlace
    let sideways: Bool

    var body: some View {
        if let seat = table.seats.first(where: { $0.place == place }) {
            if place == .bottom {
                // The player's hand is the rack, which marks its own spot.
                SeatCard(seat: seat, style: .line)
            } else {
                SeatCard(seat: seat, style: .style(at: place, sideways: sideways)).flightSpot(.place(.hand(seat: seat.seat)))
            }
        }
    }
}

@MainActor
private struct LivePile: View {
    let shell: AppShell
    let table: TableParts
    let corner: Corner
    let open: (TableSheet) -> Void

    var body: some View {
        if let pile = table.piles.first(where: { $0.corner == corner }) {
            if pile.seat == table.you {
                DiscardSpot(pile: pile, shell: shell) { open(.pile(seat: pile.seat)) }
            } else {
                PileFan(pile: pile, shell: shell) { open(.pile(seat: pile.seat)) }
            }
        }
    }
}

@MainActor
private struct LiveCentre: View {
    let shell: AppShell
    let table: TableParts

    var body: some View {
        CentrePart(centre: table.centre, canTakeIndicator: table.controls.takeIndicator, shell: shell)
    }
}

@MainActor
private struct LiveMelds: View {
    let shell: AppShell
    let table: TableParts

    var body: some View {
        if table.game == .okey101 {
            MeldsPart(melds: table.melds, seats: table.seats, shell: shell)
        }
    }
}

@MainActor
private struct LiveTurnLine: View {
    let table: TableParts

    var body: some View {
        TurnLineView(status: table.status, yourTurn: table.yourTurn)
    }
}

@MainActor
private struct LiveRecentMoves: View {
    let table: TableParts

    var body: some View {
        RecentMovesView(recent: table.recent)
    }
}

@MainActor
private struct LiveMessage: View {
    let shell: AppShell
    let table: TableParts

    var body: some View {
        if let message = table.message { MessageBubble(message: message, shell: shell) }
    }
}

/// The guided deal's step and the hint, above the rack (on the felt when the phone lies on its
/// side), never over it.
@MainActor
private struct LiveGuideAndHint: View {
    let table: TableParts

    var body: some View {
        if let guide = table.guide { GuideBubble(guide: guide) }
        if let hint = table.hint { HintBubble(hint: hint) }
    }
}

@MainActor
private struct LiveRack: View {
    let shell: AppShell
    let table: TableParts

    var body: some View {
        RackPart(rack: table.rack, you: table.you, shell: shell)
    }
}

@MainActor
private struct LiveControls: View {
    let shell: AppShell
    let table: TableParts

    var body: some View {
        ControlsBar(controls: table.controls, counter: table.counter, seed: shell.settings.seed, shell: shell)
    }
}

#Preview("Table, on its side", traits: .landscapeLeft) {
    let shell = PreviewShell.atTable()
    return NavigationStack {
        if let table = shell.table { TableScreen(shell: shell, table: table) }
    }
}

#Preview("Table, upright", traits: .portrait) {
    let shell = PreviewShell.atTable()
    return NavigationStack {
        if let table = shell.table { TableScreen(shell: shell, table: table) }
    }
}

#Preview("Table, upright, in Turkish", traits: .portrait) {
    let shell = PreviewShell.atTable(language: .turkish)
    return NavigationStack {
        if let table = shell.table { TableScreen(shell: shell, table: table) }
    }
    .environment(\.locale, Locale(identifier: "tr"))
}
#endif
