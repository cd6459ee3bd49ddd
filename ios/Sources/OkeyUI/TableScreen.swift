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
    /// The deal's finish has its moment on the table before the score sheet comes up.
    @State private var finishing = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

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
            .overlay {
                if finishing, let sheet = table.scoreSheet {
                    FinishMoment(sheet: sheet) { finishing = false }
                }
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
            // A sheet the player left open gives way to the score sheet, and does not come back;
            // the finish has its moment first (none with Reduce Motion).
            .onChange(of: table.scoreSheet != nil) { _, over in
                if over {
                    opened = nil
                    finishing = !reduceMotion
                }
            }
    }

    /// One sheet at a time: the score sheet while the deal is over (it cannot be swiped away),
    /// else the one the player opened.
    private var sheet: Binding<TableSheet?> {
        Binding(
            get: { shell.screen == .table && table.scoreSheet != nil && !finishing ? .scoreSheet : opened },
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
                DealOverView(sheet: sheet, controls: table.controls, shell: shell)
                    .interactiveDismissDisabled()
            }
        }
    }
}

/// The parts in place; it reads no part itself.
///
/// Upright (a 390x844 pt phone leaves about 763 pt between the safe-area insets), estimated from
/// the views' sizes at the default text size, not measured on a device:
///
/// | part | height |
/// |---|---|
/// | score strip (totals on a line of their own) | 62 |
/// | felt without the melds: padding 16, top row 50, side seats 76-93, bottom row 58, gaps 18 | 218-235 |
/// | turn line (two lines at most) | 44 |
/// | recent moves (the newest) | 16 |
/// | rack (two rows of 62, padding 12, gap 2) | 138 |
/// | controls (counter, one row of buttons) | 62 |
/// | gaps between those six, 6 each | 30 |
/// | **sum** | **570-587** |
///
/// That leaves the melds about 190 pt, less what the guide and hint take: folded, about 30 pt
/// each and a gap; unfolded, their text adds at most `unfoldedTextHeight` (three lines) each before
/// it scrolls. A guide unfolded beside a folded hint leaves the melds about 60 pt, their floor
/// (`FeltLayout.meldsMinHeight`: an owner's name and a row of melds; the rest scrolls). The
/// core's message floats above the rack and takes no height.
///
/// On its side (844x390 pt: about 750x369 pt inside the safe area): the strip with the turn line
/// beside it, 44; the rack, 138; gaps 4 each and 4 below: the felt keeps about 175 pt (159
/// inside its padding), where a side column (a pile, 38, a seat's card, 45-62, the player's
/// discard spot, 46, 4 pt between at least) needs 137-154. The guide, hint and recent moves go
/// with the controls in a column beside the rack, as tall as the rack, that scrolls when they
/// need more; the felt's middle is the melds' alone.
@MainActor
private struct TableLayout: View {
    let shell: AppShell
    let table: TableParts
    let open: (TableSheet) -> Void
    @Environment(\.verticalSizeClass) private var verticalSize
    /// The rack's slot width as laid out: no tile on the felt is drawn wider.
    @State private var rackSlot: CGFloat = .infinity
    /// Where the discard spot is, for a flick of a rack tile towards it.
    @State private var discardSpot: CGRect?

    /// The most height an unfolded guide's or hint's text takes upright before it scrolls: three
    /// lines of callout text.
    private static let unfoldedTextHeight: CGFloat = 63
    /// The column of controls beside the rack when the phone lies on its side.
    private static let sideColumnWidth: CGFloat = 300

    var body: some View {
        let sideways = verticalSize == .compact
        VStack(spacing: sideways ? 4 : 6) {
            LiveScoreStrip(shell: shell, table: table, sideways: sideways) { open(.gone) }
            FeltLayout(sideways: sideways, tileLimit: rackSlot) { place in
                LiveSeat(table: table, place: place, sideways: sideways)
            } pile: { corner in
                LivePile(shell: shell, table: table, corner: corner, open: open)
            } centre: {
                LiveCentre(shell: shell, table: table)
            } melds: {
                LiveMelds(shell: shell, table: table)
            }
            if sideways {
                rackWithMessage
                    .padding(.trailing, Self.sideColumnWidth + 8)
                    // As tall as the rack, whatever it holds: the overlay is offered the rack's size.
                    .overlay(alignment: .topTrailing) {
                        ScrollView {
                            VStack(alignment: .leading, spacing: 6) {
                                LiveControls(shell: shell, table: table)
                                LiveGuideAndHint(table: table, textHeight: nil)
                                LiveRecentMoves(table: table, lines: 3)
                            }
                        }
                        .scrollBounceBehavior(.basedOnSize)
                        .frame(width: Self.sideColumnWidth)
                    }
            } else {
                LiveTurnLine(table: table)
                LiveRecentMoves(table: table, lines: 1)
                LiveGuideAndHint(table: table, textHeight: Self.unfoldedTextHeight)
                rackWithMessage
                LiveControls(shell: shell, table: table)
            }
        }
        .padding(.horizontal, 8)
        .padding(.bottom, 4)
        .onPreferenceChange(RackSlotWidthKey.self) { rackSlot = $0 }
        .passesDiscardSpot($discardSpot)
    }

    /// The rack, with the core's message floating just above it: the message comes and goes
    /// without moving the rack under the player's finger.
    private var rackWithMessage: some View {
        LiveRack(shell: shell, table: table)
            .overlay(alignment: .top) {
                LiveMessage(shell: shell, table: table)
                    .alignmentGuide(VerticalAlignment.top) { $0[.bottom] + 4 }
            }
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
    let lines: Int

    var body: some View {
        RecentMovesView(recent: table.recent, lines: lines)
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

/// The guided deal's step and the hint, above the rack (beside it, with the controls, when the
/// phone lies on its side), never over it. Beside a guide, the hint starts folded to its first
/// line: the guide's text has the room.
@MainActor
private struct LiveGuideAndHint: View {
    let table: TableParts
    /// The most height each text takes before it scrolls; nil where the column scrolls.
    let textHeight: CGFloat?

    var body: some View {
        if let guide = table.guide { GuideBubble(guide: guide, textHeight: textHeight) }
        if let hint = table.hint {
            HintBubble(hint: hint, textHeight: textHeight, startsUnfolded: table.guide == nil)
        }
    }
}

@MainActor
private struct LiveRack: View {
    let shell: AppShell
    let table: TableParts

    var body: some View {
        RackPart(rack: table.rack, you: table.you, shell: shell)
            // Between two people's turns the rack (empty: the core sends none of it) is covered.
            .overlay {
                if let handover = table.handover { HandoverCover(handover: handover, shell: shell) }
            }
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
