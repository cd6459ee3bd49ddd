import Foundation
import OkeyAppCore
import XCTest
@testable import OkeyModel

/// The shell over the real library, its jobs run at once on the main actor (or held, where a
/// test says when their time comes): what it publishes and what it performs. The behaviour
/// itself is the core's, tested once in Rust (app/tests).
@MainActor
final class AppShellTests: XCTestCase {
    private let directory = DataDirectory()

    private func shell(
        seed: UInt64, holding: Set<JobKind> = [.expireMessage], feedback: Feedback? = nil
    ) -> (AppShell, InlineJobRunner) {
        let jobs = InlineJobRunner(holding: holding)
        let shell = AppShell.open(directory: directory.url, language: .english, entropy: seed, jobs: jobs, feedback: feedback)
        return (shell, jobs)
    }

    /// Starts the New game form's game; the bots (run at once) play up to the player's turn.
    private func started(
        _ preset: Preset = .standard, seed: UInt64 = 7, holding: Set<JobKind> = [.expireMessage],
        feedback: Feedback? = nil
    ) throws -> (AppShell, InlineJobRunner) {
        let (shell, jobs) = shell(seed: seed, holding: holding, feedback: feedback)
        XCTAssertEqual(shell.screen, .home, "a first launch opens on Home")
        shell.send(.show(screen: .newGame))
        shell.send(.choosePreset(preset: preset))
        shell.send(.startGame)
        XCTAssertEqual(shell.screen, .table)
        return (shell, jobs)
    }

    func testAWholeOkey101DealIsPlayedThroughTheRealLibrary() async throws {
        let feedback = RecordedFeedback()
        let (shell, _) = try started(.standard, seed: 7, feedback: feedback)
        var flightBatches = 0
        var lastFlights = shell.flights?.serial
        for _ in 0..<500 {
            let table = try shell.liveTable
            if table.phase == .dealOver || table.phase == .gameOver { break }
            XCTAssertTrue(table.yourTurn, "the bots ran until the player's turn")
            try shell.playSimpleTurn()
            if shell.flights?.serial != lastFlights {
                flightBatches += 1
                lastFlights = shell.flights?.serial
            }
        }
        let table = try shell.liveTable
        XCTAssertEqual(table.phase, .dealOver)
        let sheet = try XCTUnwrap(table.scoreSheet, "the deal ends on the score sheet")
        XCTAssertEqual(sheet.rows.count, 4)
        XCTAssertFalse(sheet.title.isEmpty)
        XCTAssertFalse(sheet.ending.isEmpty)
        XCTAssertTrue(table.controls.nextDeal.enabled)
        XCTAssertGreaterThan(flightBatches, 0, "moves flew")
        XCTAssertTrue(feedback.haptics.contains(.confirm), "the player's moves were felt")
        XCTAssertTrue(feedback.haptics.contains(.yourTurn))
        shell.send(.nextDeal)
        XCTAssertNotEqual(try shell.liveTable.phase, .dealOver)
        // The save job ran at once: the game is on disk, and a new app offers to continue it.
        XCTAssertNotNil(directory.file("game.json"))
        let relaunched = AppShell.open(directory: directory.url, language: .english, entropy: 0, jobs: InlineJobRunner())
        XCTAssertEqual(relaunched.screen, .home)
        XCTAssertNotNil(relaunched.home.saved)
        relaunched.send(.continueGame)
        XCTAssertEqual(try relaunched.liveTable.rack, try shell.liveTable.rack)
    }

    func testAWholeDuzDealIsPlayedThroughTheRealLibrary() async throws {
        let (shell, _) = try started(.duz, seed: 4)
        XCTAssertEqual(try shell.liveTable.game, .duz)
        XCTAssertEqual(try shell.liveTable.counter?.kind, .duz, "Düz Okey's counter came from its job")
        for _ in 0..<500 {
            let phase = try shell.liveTable.phase
            if phase == .dealOver || phase == .gameOver { break }
            try shell.playSimpleTurn()
        }
        XCTAssertNotNil(try shell.liveTable.scoreSheet)
    }

    func testHomesQuickStartStartsTheChosenGameAtOnce() async throws {
        let (shell, _) = shell(seed: 3)
        shell.send(.show(screen: .home))
        shell.send(.quickStart(game: .duz))
        XCTAssertEqual(shell.screen, .table, "no form in between")
        XCTAssertEqual(try shell.liveTable.game, .duz)
        XCTAssertEqual(try shell.liveTable.seats.count, 4)
    }

    func testTheGuidedDealPublishesItsStepAndStaysGuidedAfterARelaunch() async throws {
        let (shell, _) = shell(seed: 3)
        shell.send(.show(screen: .home))
        shell.send(.startGuidedDeal)
        XCTAssertEqual(shell.screen, .table)
        let guide = try XCTUnwrap(try shell.liveTable.guide, "the guided deal explains its first step")
        XCTAssertFalse(guide.title.isEmpty)
        XCTAssertFalse(guide.text.isEmpty)
        XCTAssertNotNil(try shell.liveTable.hint, "the step's hint is shown with it")
        shell.flush()
        let relaunched = AppShell.open(directory: directory.url, language: .english, entropy: 0, jobs: InlineJobRunner())
        relaunched.send(.continueGame)
        XCTAssertEqual(try relaunched.liveTable.guide?.step, guide.step)
    }

    func testARefusedGesturePublishesTheCoresMessageAndChangesNothingElse() async throws {
        let feedback = RecordedFeedback()
        let (shell, jobs) = try started(seed: 5, feedback: feedback)
        let table = try shell.liveTable
        XCTAssertTrue(table.yourTurn)
        let rack = table.rack
        let piles = table.piles
        // A discard before drawing, or a second draw: the engine refuses either.
        shell.send(table.phase == .draw ? .discard(tile: try XCTUnwrap(shell.rackTiles.first)) : .draw)
        let message = try XCTUnwrap(table.message)
        XCTAssertTrue(message.refusal)
        XCTAssertFalse(message.text.isEmpty)
        XCTAssertEqual(table.rack, rack)
        XCTAssertEqual(table.piles, piles)
        XCTAssertEqual(feedback.haptics.last, .refused)
        XCTAssertEqual(feedback.announced.last, message.text, "VoiceOver reads the refusal out")
        // It goes when its time comes: the job the core asked for, four seconds later.
        XCTAssertEqual(jobs.asked.last?.kind, .expireMessage)
        XCTAssertEqual(jobs.asked.last?.delay, .milliseconds(4000))
        XCTAssertEqual(jobs.waiting(.expireMessage), 1)
        jobs.runHeld(.expireMessage)
        XCTAssertNil(table.message)
    }

    func testGesturesTheCoreCannotUseCrashNothing() async throws {
        let (shell, _) = try started(seed: 5)
        let before = try shell.liveTable.rack
        for intent: Intent in [
            .moveTile(tile: 250, slot: 99), .toggleTile(tile: 255), .discard(tile: 200), .layOff(tile: 0, meld: 999),
            .retrieveOkey(tile: 3, meld: 7), .chooseReviewItem(index: 12), .answer(answer: .end(side: .low)),
            .lay, .finish, .returnTaken, .takeBack, .chooseOpponent(seat: 9, level: .hard),
            .setRuleOption(key: "no_such_rule", value: .number(value: 3)), .dismissMessage,
        ] {
            shell.send(intent)
        }
        XCTAssertEqual(try shell.liveTable.rack, before)
        XCTAssertEqual(shell.screen, .table)
    }

    func testTogglingATileRepublishesTheRackAndNotTheSeats() async throws {
        let (shell, _) = try started(seed: 5)
        let table = try shell.liveTable
        let tile = try XCTUnwrap(shell.rackTiles.first)
        let rack = ChangeFlag { _ = table.rack }
        let seats = ChangeFlag { _ = table.seats }
        let piles = ChangeFlag { _ = table.piles }
        let gone = ChangeFlag { _ = table.gone }
        let screen = ChangeFlag { _ = shell.screen }
        shell.send(.toggleTile(tile: tile))
        XCTAssertTrue(rack.fired)
        XCTAssertEqual(table.rack.slots.compactMap { $0 }.first { $0.tile.id == tile }?.selected, true)
        XCTAssertFalse(seats.fired, "the seats did not change")
        XCTAssertFalse(piles.fired)
        XCTAssertFalse(gone.fired)
        XCTAssertFalse(screen.fired)
    }

    func testTheOwnDiscardIsCountedAmongTheTilesGone() async throws {
        let (shell, jobs) = try started(seed: 5, holding: [.expireMessage, .botMove])
        try untilThePlayerDraws(shell, jobs)
        shell.send(.draw)
        let table = try shell.liveTable
        let held = try XCTUnwrap(table.rack.slots.compactMap { $0?.tile }.last { $0.color != nil && !$0.okey })
        let face = FaceView(color: try XCTUnwrap(held.color), number: held.number)
        let before = try XCTUnwrap(table.gone.faces.first { $0.face == face }).gone
        let gone = ChangeFlag { _ = table.gone }
        shell.send(.discard(tile: held.id))
        if table.dialog != nil { shell.answer(.confirm) }
        XCTAssertEqual(table.piles.first { $0.seat == table.you }?.tiles.last?.id, held.id)
        XCTAssertTrue(gone.fired, "a discard changes the tiles gone")
        XCTAssertEqual(table.gone.faces.first { $0.face == face }?.gone, before + 1)
        XCTAssertEqual(table.gone.faces.count, 52, "four colours of 13")
    }

    /// With the bots held, plays on (the player simply) until the player is to draw.
    private func untilThePlayerDraws(_ shell: AppShell, _ jobs: InlineJobRunner) throws {
        for _ in 0..<20 {
            let table = try shell.liveTable
            if table.yourTurn && table.phase == .draw { return }
            if table.yourTurn { try shell.playSimpleTurn() } else { jobs.runHeld(.botMove) }
        }
        XCTFail("the player never came to draw")
    }

    func testABotMoveWaitsItsPauseAndChangesItsCard() async throws {
        // Bots held: each move is a job the core asks for a pause later.
        let (shell, jobs) = try started(seed: 5, holding: [.expireMessage, .botMove])
        try untilThePlayerDraws(shell, jobs)
        XCTAssertEqual(jobs.waiting(.botMove), 0, "no bot is asked to move on the player's turn")
        try shell.playSimpleTurn()
        try shell.playSimpleTurn()
        var botMoves = 0
        while try !shell.liveTable.yourTurn {
            XCTAssertEqual(jobs.waiting(.botMove), 1)
            let seats = ChangeFlag { _ = shell.table?.seats }
            let rack = ChangeFlag { _ = shell.table?.rack }
            jobs.runHeld(.botMove)
            botMoves += 1
            XCTAssertTrue(seats.fired, "a bot's move changed its card")
            XCTAssertFalse(rack.fired, "and not the player's rack")
        }
        XCTAssertGreaterThanOrEqual(botMoves, 3, "three bots, each moving at least once")
        let pauses = jobs.asked.filter { $0.kind == .botMove }.map(\.delay)
        XCTAssertTrue(pauses.allSatisfy { $0 == .milliseconds(600) }, "the normal bot speed's pause: \(pauses)")
    }

    func testAFlightTheFingerCarriedIsNotFlownAgain() async throws {
        let (shell, jobs) = try started(seed: 5, holding: [.expireMessage, .botMove])
        try untilThePlayerDraws(shell, jobs)
        // Tapped: the drawn tile flies from the stock to its rack slot.
        shell.send(.draw)
        let drawn = try XCTUnwrap(shell.flights)
        XCTAssertEqual(drawn.flights.first?.from, .stock)
        XCTAssertEqual(drawn.flights.first?.to, .hand(seat: 0))
        XCTAssertNotNil(drawn.flights.first?.tile, "the player sees the face of the tile they drew")
        XCTAssertEqual(drawn.duration, .milliseconds(480))
        // Dragged to the discard spot: the finger carried it there, nothing flies. (A discard
        // that costs a penalty asks first: the tile goes back to the rack, and another is tried.)
        let table = try shell.liveTable
        var discarded: UInt8?
        for tile in shell.rackTiles.reversed() {
            shell.drop(.rackTile(tile: tile), on: .discardSpot)
            if table.dialog == nil {
                discarded = tile
                break
            }
            shell.send(.answer(answer: .cancel))
        }
        let tile = try XCTUnwrap(discarded, "every discard asked: \(String(describing: table.message))")
        XCTAssertEqual(table.piles.first { $0.seat == table.you }?.tiles.last?.id, tile)
        XCTAssertEqual(shell.flights?.serial, drawn.serial, "no new flight")
        shell.landed(drawn.serial)
        XCTAssertNil(shell.flights)
    }

    func testSavingWaitsForItsJobOrForTheBackground() async throws {
        let (shell, _) = try started(seed: 5, holding: [.expireMessage, .save])
        XCTAssertNil(directory.file("game.json"), "the save job has not run")
        shell.flush()
        XCTAssertNotNil(directory.file("game.json"))
    }

    func testTheDialogsAnswersGoBackToTheCore() async throws {
        let (shell, _) = shell(seed: 1)
        shell.send(.show(screen: .statistics))
        shell.send(.clearStatistics)
        let dialog = try XCTUnwrap(shell.dialog)
        XCTAssertEqual(dialog.choices.filter(\.primary).count, 1)
        let cancel = try XCTUnwrap(dialog.choices.first { $0.answer == .cancel })
        shell.answer(cancel.answer)
        XCTAssertNil(shell.dialog)
        XCTAssertEqual(shell.screen, .statistics)
        shell.send(.back)
        XCTAssertEqual(shell.screen, .home)
        XCTAssertNotNil(shell.statistics, "the screen left keeps its content while it animates away")
    }

    func testTheLanguageComesFromTheCoreAndSticks() async throws {
        let (shell, _) = shell(seed: 1)
        XCTAssertEqual(shell.language, .english)
        shell.send(.setLanguage(language: .turkish))
        XCTAssertEqual(shell.language, .turkish)
        XCTAssertEqual(shell.settings.language, .turkish)
        shell.flush()
        let again = AppShell.open(directory: directory.url, language: .english, entropy: 1, jobs: InlineJobRunner())
        XCTAssertEqual(again.language, .turkish, "the player's choice, not the phone's")
        XCTAssertEqual(Language.system(["tr-TR", "en"]), .turkish)
        XCTAssertEqual(Language.system(["de-DE", "tr"]), .english)
    }

    func testADragsPayloadNamesWhatTheFingerCarried() async {
        // What a drop means is the core's (app/tests/app/drops.rs); the shell only names the thing
        // dragged across SwiftUI's transfer.
        for item in [Dragged.rackTile(tile: 0), .rackTile(tile: 105), .stock, .takeablePile] {
            XCTAssertEqual(Dragged(payload: item.payload), item)
        }
        XCTAssertNil(Dragged(payload: "tile:x"))
        XCTAssertNil(Dragged(payload: "tile:999"))
    }

    func testATapOnTheDiscardSpotDiscardsTheSelectedTile() async throws {
        let (shell, jobs) = try started(seed: 5, holding: [.expireMessage, .botMove])
        try untilThePlayerDraws(shell, jobs)
        shell.send(.draw)
        let table = try shell.liveTable
        var discarded: UInt8?
        for tile in shell.rackTiles.reversed() {
            shell.send(.toggleTile(tile: tile))
            shell.send(.tapDiscardSpot)
            if table.dialog == nil {
                discarded = tile
                break
            }
            shell.send(.answer(answer: .cancel))
            shell.send(.toggleTile(tile: tile))
        }
        let tile = try XCTUnwrap(discarded, "every discard asked: \(String(describing: table.message))")
        XCTAssertEqual(table.piles.first { $0.seat == table.you }?.tiles.last?.id, tile)
        XCTAssertEqual(shell.flights?.flights.last?.tile?.id, tile, "a tapped discard flies from the rack")
    }
}
