import Observation
import OkeyAppCore

/// The table screen's parts, each published on its own and set only when it changed, so that a
/// view drawing the rack is not redrawn when a bot's card changes, and the other way round.
@Observable @MainActor
public final class TableParts {
    public private(set) var game: Variant
    public private(set) var you: UInt8
    public private(set) var players: UInt8
    public private(set) var phase: TablePhase
    public private(set) var yourTurn: Bool
    public private(set) var status: String
    public private(set) var seats: [SeatSummary]
    public private(set) var piles: [PileView]
    public private(set) var centre: CentreView
    public private(set) var melds: [LaidMeld]
    public private(set) var rack: ShownRack
    public private(set) var controls: ControlsView
    public private(set) var counter: CounterView?
    public private(set) var recent: [String]
    public private(set) var message: MessageView?
    public private(set) var dialog: DialogView?
    public private(set) var hint: HintView?
    /// The guided deal's explanation of the step the player is at; nil in other games.
    public private(set) var guide: GuideView?
    public private(set) var scoreSheet: ScoreSheetView?
    /// The tiles out of play that the player has seen, face by face (for the "gone" sheet).
    public private(set) var gone: GoneView
    /// Pass and play: whom the phone goes to while every rack is hidden (the rack is empty then).
    public private(set) var handover: HandoverView?
    /// The rack on screen belongs to one of several people here: hidden when the scene leaves the
    /// foreground, before the system takes its snapshot.
    public private(set) var isPrivate: Bool

    init(_ view: TableView) {
        game = view.game
        you = view.you
        players = view.players
        phase = view.phase
        yourTurn = view.yourTurn
        status = view.status
        seats = view.seats
        piles = view.piles
        centre = view.centre
        melds = view.melds
        rack = view.rack
        controls = view.controls
        counter = view.counter
        recent = view.recent
        message = view.message
        dialog = view.dialog
        hint = view.hint
        guide = view.guide
        scoreSheet = view.scoreSheet
        gone = view.gone
        handover = view.handover
        isPrivate = view.private
    }

    func update(_ view: TableView) {
        change(\.game, to: view.game)
        change(\.you, to: view.you)
        change(\.players, to: view.players)
        change(\.phase, to: view.phase)
        change(\.yourTurn, to: view.yourTurn)
        change(\.status, to: view.status)
        change(\.seats, to: view.seats)
        change(\.piles, to: view.piles)
        change(\.centre, to: view.centre)
        change(\.melds, to: view.melds)
        change(\.rack, to: view.rack)
        change(\.controls, to: view.controls)
        change(\.counter, to: view.counter)
        change(\.recent, to: view.recent)
        change(\.message, to: view.message)
        change(\.dialog, to: view.dialog)
        change(\.hint, to: view.hint)
        change(\.guide, to: view.guide)
        change(\.scoreSheet, to: view.scoreSheet)
        change(\.gone, to: view.gone)
        change(\.handover, to: view.handover)
        change(\.isPrivate, to: view.private)
    }

    /// Sets a part only when its value differs: setting an @Observable property tells every view
    /// that read it, even with an equal value.
    private func change<Part: Equatable>(_ part: ReferenceWritableKeyPath<TableParts, Part>, to value: Part) {
        if self[keyPath: part] != value {
            self[keyPath: part] = value
        }
    }
}
