#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// The table: opponents around, the stock, indicator and melds in the centre, the discards, and
/// the rack with its controls at the bottom. Landscape first; in portrait the same parts stack.
@MainActor
struct TableView: View {
    let app: AppModel
    let table: TableModel
    @Environment(\.verticalSizeClass) private var verticalSize

    var body: some View {
        VStack(spacing: 6) {
            // The opponents and the centre take the room the rack and its controls leave, and
            // scroll when a phone's landscape height is too short for all of it.
            ScrollView {
                if verticalSize == .compact {
                    HStack(alignment: .top) {
                        OpponentsView(table: table)
                        CentreView(table: table)
                    }
                } else {
                    VStack(spacing: 6) {
                        OpponentsView(table: table)
                        CentreView(table: table)
                    }
                }
            }
            TurnLineView(status: table.turnStatus, dealNumber: table.dealNumber)
            RecentMovesView(table: table)
            MessageView(table: table)
            HStack(alignment: .bottom, spacing: 8) {
                RackView(table: table)
                DiscardSpotView(table: table)
            }
            ControlsView(table: table, showSeed: app.settings.showSeed)
        }
        .padding(8)
        .background(SwiftUI.Color(red: 0.1, green: 0.4, blue: 0.25).ignoresSafeArea())
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button { app.backHome() } label: { Label("table.home", systemImage: "chevron.backward") }
            }
        }
        // Each move's tiles move at the bot speed.
        .animation(.easeInOut(duration: app.settings.botSpeed.motionSeconds), value: table.lastMove?.serial)
        // A refused move is felt as well as read.
        .sensoryFeedback(.error, trigger: table.message?.serial) { _, new in new != nil }
        .confirmationDialog(
            "table.costlyDiscard", isPresented: Binding(get: { table.pendingDiscard != nil }, set: { if !$0 { table.cancelDiscard() } }),
            titleVisibility: .visible, presenting: table.pendingDiscard
        ) { _ in
            Button("table.discardAnyway", role: .destructive) { table.confirmDiscard() }
            Button("common.cancel", role: .cancel) { table.cancelDiscard() }
        } message: { pending in
            Text(LocalizedStringKey(LabelKeys.penalty(pending.reason)))
        }
        .confirmationDialog(
            "table.takeBackTitle", isPresented: Binding(get: { table.confirmTakeBack }, set: { if !$0 { table.cancelTakeBack() } }),
            titleVisibility: .visible
        ) {
            Button("table.takeBack", role: .destructive) { table.confirmTakingBack() }
            Button("common.cancel", role: .cancel) { table.cancelTakeBack() }
        } message: {
            Text("table.takeBackBody")
        }
        .confirmationDialog(
            "table.whichEnd", isPresented: Binding(get: { table.pendingLayOff != nil }, set: { if !$0 { table.cancelLayOff() } }),
            titleVisibility: .visible
        ) {
            Button("table.lowEnd") { table.chooseLayOffSide(.low) }
            Button("table.highEnd") { table.chooseLayOffSide(.high) }
            Button("common.cancel", role: .cancel) { table.cancelLayOff() }
        }
        .sheet(isPresented: Binding(get: { table.dealOver }, set: { _ in })) {
            DealOverView(app: app, table: table)
                .interactiveDismissDisabled()
                .environment(\.locale, Locale(identifier: app.settings.language.code))
                .environment(\.tilePalette, app.settings.palette)
        }
    }
}

#Preview("Table", traits: .landscapeLeft) {
    let app = PreviewModels.app()
    NavigationStack { TableView(app: app, table: PreviewModels.table()) }
}
#endif
