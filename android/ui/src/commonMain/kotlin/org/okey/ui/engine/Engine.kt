package org.okey.ui.engine

import org.okey.ui.strings.Lang

/**
 * The one door to the engine: every engine call of the app passes through here, so tests can put a
 * fake in its place. Methods throw [EngineRefusal] when the engine refuses; a refused call changes
 * nothing.
 */
interface EngineGateway {
    /** The preset's rules as editable options. */
    fun presetOptions(preset: PresetId): List<RuleOption>

    /** Starts a game; an invalid setup is refused with the engine's validation message. */
    fun start(setup: GameSetup): GameHandle

    /** Resumes a saved game; a damaged save is refused (code `load_failed` or the engine's). */
    fun load(json: String): GameHandle

    /** The player's statistics, kept by the engine. */
    val statistics: StatisticsGateway

    /** The engine's words about rules: descriptions, preset summaries, options, the glossary. */
    val rulesTexts: RulesTexts
}

/** One game in progress, seen from the player's seat (seat 0). */
interface GameHandle {
    val seats: List<SeatPlayer>

    /** The preset this game's rules started from (house rules may change some options). */
    fun preset(): PresetId

    fun view(): TableSnapshot

    fun apply(action: PlayerAction): List<GameEvent>

    /** The penalty discarding [tile] now would cost, if any: asked before a costly discard. */
    fun discardPenalty(tile: TileUi): PenaltyKind?

    /**
     * The penalty [action] would cost the player now, if any: the engine plays it on its own copy
     * of the game (no save and reload); this game is untouched. Asked before a
     * take-back and a costly discard, so the dialog gives the engine's points.
     */
    fun trialPenalty(action: PlayerAction): GameEvent.Penalized?

    fun previewOpening(tiles: List<TileUi>): OpeningPreviewUi

    fun arrange(arrangement: Arrangement): List<List<TileUi>>

    /**
     * Sets the language of the engine's words for this game from now on: refusals and hints.
     * A loaded game starts in English, so the app sets it at start, at resume and on a change.
     */
    fun setLanguage(lang: Lang)

    /** What a bot would do in the player's place, and why. Slow: call off the main thread. */
    fun hint(): EngineHint?

    fun botToMove(): Int?

    /** One bot move, or null when a person is to act or the deal is over. Off the main thread. */
    fun stepBot(): BotStep?

    fun results(): List<DealResultUi>

    /**
     * The ends of table meld [meld] at which [tile] extends it: two when it fits either end of a run
     * (the player is asked), one, or none. A few milliseconds (the engine replays the save).
     */
    fun layOffSides(tile: TileUi, meld: Int): List<SideUi>

    /** Düz Okey's counter for the player's rack. Replays the save: off the main thread. */
    fun duzProgress(): DuzProgressUi

    /** The seats leading the game by the engine's rules: the winners once it is over. Replays the save. */
    fun leaders(): List<Int>

    /** Every seat's rack once the deal is over (bots play face up afterwards); empty before. */
    fun revealedRacks(): List<List<TileUi>>

    /**
     * The engine's review of the player's turns, its texts in [lang]. Slow (about a second a game,
     * replayed and played out): off the main thread.
     * [onProgress] hears (turns judged, turns to judge) on the calling thread, from (0, n) to
     * (n, n); answering false stops the review, which is then refused with `review_cancelled`.
     */
    fun review(lang: Lang, onProgress: (done: Int, total: Int) -> Boolean = { _, _ -> true }): ReviewUi

    /**
     * The game as the player saw it just before move [moveIndex] (a review item's start of turn):
     * the player's own view, nothing hidden. Replays the save (milliseconds): off the main thread.
     */
    fun reviewPosition(moveIndex: Int): TableSnapshot

    /** This game's rules in the engine's words, in [lang]. */
    fun describeRules(lang: Lang): RulesDescriptionUi

    fun save(): String
}
