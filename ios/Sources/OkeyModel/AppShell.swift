import Foundation
import Observation
import OkeyAppCore

/// The iPhone app's one model: the app core (`OkeyApp`, in Rust) with its view model published
/// part by part for SwiftUI, and its effects performed. It decides nothing: every gesture goes to
/// the core as an `Intent`, and what to show, say and do next comes back.
///
/// Each part is set only when it changed, so SwiftUI redraws only the views that read it. A
/// screen's content is kept when the core stops sending it (the screen was left), so that the
/// screen can still be drawn while it animates away; which screen shows is always `screen`.
@Observable @MainActor
public final class AppShell {
    public private(set) var screen: Screen
    public private(set) var language: Language
    public private(set) var palette: Palette
    /// Something the player must be told once (a damaged file set aside), in their language.
    public private(set) var notice: String?
    public private(set) var home: HomeView
    public private(set) var settings: SettingsView
    /// A question outside the table (clearing the statistics).
    public private(set) var dialog: DialogView?
    /// The New game form as last shown.
    public private(set) var newGame: NewGameView?
    /// The table's parts as last shown: `nil` until a table was first on screen.
    public private(set) var table: TableParts?
    public private(set) var statistics: StatisticsView?
    public private(set) var rules: RulesView?
    public private(set) var review: ReviewView?
    /// The tiles flying now (`Effect.animate`); the core leaves out any the player's own finger carried.
    public private(set) var flights: TileFlights?
    /// The lobby of a table over the local network, as last shown (the host's or a guest's).
    public private(set) var lobby: LobbyView?
    /// The Join screen as last shown.
    public private(set) var join: JoinView?

    /// Looks for tables nearby when the core asks (`Effect.browse`) and sends what it finds back
    /// as `Intent.tableFound` / `Intent.tableGone` (the app's `BonjourTables`, over NWBrowser).
    @ObservationIgnored public var discovery: TableDiscovery?

    /// Performs the core's network effects (hosting, joining, the messages): the app's
    /// `LinkNetwork` over the Rust transport, whose intents come back through `send`; none in
    /// tests that play the network's part themselves.
    @ObservationIgnored private let network: Network?

    @ObservationIgnored private let app: OkeyApp
    @ObservationIgnored private let jobs: JobRunner
    @ObservationIgnored private let feedback: Feedback
    /// The revision of the view on screen: an update older than it (a job's, overtaken by a
    /// gesture or by a later job) is not drawn, though its effects are performed.
    @ObservationIgnored private var shown: UInt64 = 0
    @ObservationIgnored private var flightSerial = 0

    /// The shell over `app`, started: a game finished before the app last stopped is recorded,
    /// and a table it hosted listens again.
    public init(app: OkeyApp, jobs: JobRunner, feedback: Feedback? = nil, network: Network? = nil) {
        self.app = app
        self.jobs = jobs
        self.feedback = feedback ?? SilentFeedback()
        self.network = network
        let view = app.view()
        screen = view.screen
        language = view.language
        palette = view.palette
        notice = view.notice
        home = view.home
        settings = view.settings
        dialog = view.dialog
        newGame = view.newGame
        table = view.table.map(TableParts.init)
        statistics = view.statistics
        rules = view.rules
        review = view.review
        lobby = view.lobby
        join = view.join
        network?.deliver = { [weak self] intent in self?.send(intent) }
        apply(app.start())
    }

    /// The app over its files in `directory`; `language` is a first launch's, `entropy` the
    /// first new game's seed (later seeds follow from it); `network` performs the network's
    /// effects (the app passes a `LinkNetwork`).
    public static func open(
        directory: URL,
        language: Language = .system(),
        entropy: UInt64 = .random(in: .min ... .max),
        jobs: JobRunner? = nil,
        feedback: Feedback? = nil,
        network: Network? = nil
    ) -> AppShell {
        let app = OkeyApp.open(dataDir: directory.path, systemLanguage: language, entropy: entropy)
        return AppShell(app: app, jobs: jobs ?? DetachedJobRunner(), feedback: feedback, network: network)
    }

    /// A gesture. The core answers at once (microseconds); slow work comes back as jobs.
    public func send(_ intent: Intent) {
        apply(app.send(intent: intent))
    }

    /// A dialog's button.
    public func answer(_ answer: Answer) {
        send(.answer(answer: answer))
    }

    /// A dragged thing let go on `spot`: the core decides what that means (a move, a draw, a
    /// discard, a lay-off, or nothing) and leaves out the flight the finger already made.
    public func drop(_ dragged: Dragged, on spot: DropSpot) {
        send(.drop(dragged: dragged, spot: spot))
    }

    /// Writes every file that waits to be written, now, on this thread: the app goes to the
    /// background.
    public func flush() {
        app.flush()
    }

    /// The flights of `serial` have landed: nothing flies any more.
    public func landed(_ serial: Int) {
        if flights?.serial == serial {
            flights = nil
        }
    }

    private func apply(_ update: Update) {
        if update.revision > shown {
            shown = update.revision
            publish(update.view)
        }
        perform(update.effects)
    }

    private func perform(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .run(let job, let afterMs):
                let app = app
                // A gesture may have been answered since the job's view was made: `apply` then
                // leaves that older view undrawn.
                jobs.schedule(job, after: .milliseconds(Int64(afterMs)), work: { app.run(job: job) }) { [weak self] update in
                    self?.apply(update)
                }
            case .animate(let flights, let durationMs):
                if !flights.isEmpty {
                    flightSerial += 1
                    self.flights = TileFlights(serial: flightSerial, flights: flights, duration: .milliseconds(Int64(durationMs)))
                }
            case .haptic(let kind):
                feedback.haptic(kind)
            case .announce(let text):
                feedback.announce(text)
            case .sound(let kind):
                feedback.sound(kind)
            case .browse(let on):
                discovery?.browse(on)
            case .listen, .stopListening, .sendToGuest, .closeGuest, .connect, .sendToHost, .disconnect:
                network?.perform(effect)
            }
        }
    }

    private func publish(_ view: ViewModel) {
        change(\.screen, to: view.screen)
        change(\.language, to: view.language)
        change(\.palette, to: view.palette)
        change(\.notice, to: view.notice)
        change(\.home, to: view.home)
        change(\.settings, to: view.settings)
        change(\.dialog, to: view.dialog)
        if let form = view.newGame { change(\.newGame, to: form) }
        if let parts = view.table {
            if let table { table.update(parts) } else { table = TableParts(parts) }
        }
        if let statistics = view.statistics { change(\.statistics, to: statistics) }
        if let rules = view.rules { change(\.rules, to: rules) }
        if let review = view.review { change(\.review, to: review) }
        if let lobby = view.lobby { change(\.lobby, to: lobby) }
        if let join = view.join { change(\.join, to: join) }
    }

    /// Sets a part only when its value differs (see `TableParts`).
    private func change<Part: Equatable>(_ part: ReferenceWritableKeyPath<AppShell, Part>, to value: Part) {
        if self[keyPath: part] != value {
            self[keyPath: part] = value
        }
    }
}

/// Tiles to fly all at once (`Effect.animate`), numbered so that a view knows a new batch.
public struct TileFlights: Equatable, Sendable {
    public let serial: Int
    public let flights: [Flight]
    public let duration: Duration
}

/// Tables nearby on the local network (DNS-SD `_okey._tcp`), looked for or not.
@MainActor
public protocol TableDiscovery: AnyObject {
    func browse(_ on: Bool)
}
