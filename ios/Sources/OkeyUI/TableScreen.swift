#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The table: opponents around, the stock, indicator and melds in the centre, the discards, and
/// the rack with its controls at the bottom; tiles fly over it as the core's animations say.
/// Landscape first; in portrait the same parts stack.
///
/// Each part is drawn by a view whose body reads only that part of `TableParts`, so Observation
/// redraws only what changed: a bot's discard redraws its card and the piles, not the rack.
@MainActor
struct TableScreen: View {
    let shell: AppShell
    let table: TableParts

    var body: some View {
        TableLayout(shell: shell, table: table)
            .environment(\.tilesInFlight, Set(shell.flights?.flights.compactMap { $0.tile?.id } ?? []))
            .overlayPreferenceValue(FlightSpotsKey.self) { spots in
                FlightLayer(batch: shell.flights, spots: spots, you: table.you) { shell.landed($0) }
            }
            .background(TilePalette.felt.ignoresSafeArea())
            .navigationBarBackButtonHidden()
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button { shell.send(.back) } label: { Label("table.home", systemImage: "chevron.backward") }
                }
            }
            .question(table.dialog, shell: shell)
            .sheet(isPresented: Binding(get: { shell.screen == .table && table.scoreSheet != nil }, set: { _ in })) {
                if let sheet = table.scoreSheet {
                    DealOverView(sheet: sheet, nextDeal: table.controls.nextDeal, shell: shell)
                        .interactiveDismissDisabled()
                        .environment(\.locale, Locale(identifier: shell.language.code))
                        .environment(\.tilePalette, shell.palette)
                }
            }
    }
}

/// The parts in place; it reads no part itself.
@MainActor
private struct TableLayout: View {
    let shell: AppShell
    let table: TableParts
    @Environment(\.verticalSizeClass) private var verticalSize

    var body: some View {
        VStack(spacing: 6) {
            // The opponents and the centre take the room the rack and its controls leave, and
            // scroll when a phone's landscape height is too short for all of it.
            ScrollView {
                if verticalSize == .compact {
                    HStack(alignment: .top) { LiveOpponents(shell: shell, table: table); LiveCentre(shell: shell, table: table) }
                } else {
                    VStack(spacing: 6) { LiveOpponents(shell: shell, table: table); LiveCentre(shell: shell, table: table) }
                }
            }
            LiveTurnLine(table: table)
            LiveRecentMoves(table: table)
            LiveMessage(shell: shell, table: table)
            HStack(alignment: .bottom, spacing: 8) {
                LiveRack(shell: shell, table: table)
                LiveDiscardSpot(shell: shell, table: table)
            }
            LiveControls(shell: shell, table: table)
        }
        .padding(8)
    }
}

@MainActor
private struct LiveOpponents: View {
    let shell: AppShell
    let table: TableParts

    var body: some View {
        OpponentsView(seats: table.seats, piles: table.piles, you: table.you, shell: shell)
    }
}

@MainActor
private struct LiveCentre: View {
    let shell: AppShell
    let table: TableParts

    var body: some View {
        CentrePart(centre: table.centre, melds: table.melds, seats: table.seats, game: table.game, shell: shell)
    }
}

@MainActor
private struct LiveTurnLine: View {
    let table: TableParts

    var body: some View {
        TurnLineView(status: table.status, yourTurn: table.yourTurn, deal: table.centre.deal, multiplier: table.centre.multiplier)
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

@MainActor
private struct LiveRack: View {
    let shell: AppShell
    let table: TableParts

    var body: some View {
        RackPart(rack: table.rack, you: table.you, shell: shell)
    }
}

@MainActor
private struct LiveDiscardSpot: View {
    let shell: AppShell
    let table: TableParts

    var body: some View {
        DiscardSpotView(pile: table.piles.first { $0.seat == table.you }, shell: shell)
    }
}

@MainActor
private struct LiveControls: View {
    let shell: AppShell
    let table: TableParts

    var body: some View {
        ControlsBar(
            controls: table.controls, counter: table.counter, hint: table.hint, guide: table.guide,
            seed: shell.settings.seed, shell: shell
        )
    }
}

#Preview("Table", traits: .landscapeLeft) {
    let shell = PreviewShell.atTable()
    return NavigationStack {
        if let table = shell.table { TableScreen(shell: shell, table: table) }
    }
}
#endif
