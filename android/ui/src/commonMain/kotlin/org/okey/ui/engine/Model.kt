package org.okey.ui.engine

/**
 * The engine's values as the shared UI holds them: plain, immutable Kotlin, free of the generated
 * bindings (which use JNA and exist only on the JVM targets), so that common code and its tests
 * never touch the native library. `LiveEngine` (jvmSharedMain) converts to and from the bindings.
 */
enum class TileColor { RED, YELLOW, BLUE, BLACK }

/** One physical tile: [id] is what the engine knows it by; a false joker has no colour. */
data class TileUi(val id: Int, val color: TileColor?, val number: Int, val falseJoker: Boolean = false)

/** A numbered face: what an okey stands for, or the okey itself. */
data class Face(val color: TileColor, val number: Int)

enum class Phase { DRAW, PLAY, DEAL_OVER, GAME_OVER }

enum class OpenedKind { SETS_AND_RUNS, PAIRS }

enum class MeldKindUi { SET, RUN, PAIR }

enum class SideUi { LOW, HIGH }

/** The kinds of action the engine's `allowed` list names; buttons are enabled from these. */
enum class ActionKind {
    DRAW, TAKE_DISCARD, TAKE_INDICATOR, RETURN_TAKEN, LAY, LAY_OFF, RETRIEVE_OKEY, TAKE_BACK, DISCARD,
    FINISH, SHOW_INDICATOR, NEXT_DEAL,
}

enum class BotLevelUi { BEGINNER, EASY, MEDIUM, HARD }

/** Who plays a seat: a person (null) or a bot of a level. */
data class SeatPlayer(val bot: BotLevelUi?)

enum class PenaltyKind { DISCARDED_OKEY, DISCARDED_PLAYABLE_TILE, TOOK_BACK, GAVE_OPENING_TILE }

/** Another seat: its tiles in hand, and how it opened (the points and pairs everyone saw; 0 before it opens). */
data class OtherSeatUi(val seat: Int, val rackSize: Int, val opened: OpenedKind?, val openedValue: Int = 0, val openedPairs: Int = 0)

data class MeldUi(
    val id: Int,
    val owner: Int,
    val kind: MeldKindUi,
    val tiles: List<TileUi>,
    /** What each tile stands for (an okey shows the face it plays as). */
    val faces: List<Face>,
    val value: Int,
)

data class OpeningProgress(val with: OpenedKind, val value: Int, val pairs: Int, val met: Boolean)

/** The seat that plays before [seat] among [players]: the one whose discards [seat] may take. */
fun seatBefore(seat: Int, players: Int): Int = (seat + players - 1) % players

/** What the player's seat may see now (the engine's `SeatView`). */
data class TableSnapshot(
    val seat: Int,
    val duz: Boolean,
    val players: Int,
    val deal: Int,
    val dealer: Int,
    val indicator: TileUi,
    val okey: Face,
    val rack: List<TileUi>,
    val opened: OpenedKind?,
    val others: List<OtherSeatUi>,
    val table: List<MeldUi>,
    val discards: List<List<TileUi>>,
    val takeable: TileUi?,
    val stockSize: Int,
    val turn: Int,
    val phase: Phase,
    val openingThreshold: Int,
    val pairsThreshold: Int,
    val laidThisTurn: List<TileUi>,
    val openingThisTurn: OpeningProgress?,
    val penalties: List<Int>,
    val totals: List<Int>,
    val allowed: Set<ActionKind>,
)

/** Everything the player can ask of the engine. */
sealed interface PlayerAction {
    data object Draw : PlayerAction
    data object TakeDiscard : PlayerAction
    data object ReturnTaken : PlayerAction
    /** New melds, each in table order. */
    data class Lay(val melds: List<List<TileUi>>) : PlayerAction
    data class LayOff(val tile: TileUi, val meld: Int, val side: SideUi?) : PlayerAction
    data class RetrieveOkey(val tile: TileUi, val meld: Int) : PlayerAction
    data object TakeBackAll : PlayerAction
    data class Discard(val tile: TileUi) : PlayerAction
    data class Finish(val tile: TileUi) : PlayerAction
    data object ShowIndicator : PlayerAction
    data object NextDeal : PlayerAction

    /** An action the app does not build itself (a hint may suggest one). */
    data class Other(val name: String) : PlayerAction
}

/** What happened, as the player's seat may see it: enough to tell the story of a move. */
sealed interface GameEvent {
    data class Drew(val seat: Int, val tile: TileUi?) : GameEvent
    data class TookDiscard(val seat: Int, val tile: TileUi) : GameEvent
    data class Laid(val seat: Int, val tiles: List<TileUi>) : GameEvent
    data class LaidOff(val seat: Int, val tile: TileUi) : GameEvent
    data class Opened(val seat: Int, val with: OpenedKind, val value: Int, val pairs: Int) : GameEvent
    data class Penalized(val seat: Int, val points: Int, val reason: PenaltyKind) : GameEvent
    data class Discarded(val seat: Int, val tile: TileUi) : GameEvent
    data class ShowedHand(val seat: Int, val melds: List<List<TileUi>>) : GameEvent
    data class DealEnded(val result: DealResultUi) : GameEvent
    data class Other(val name: String) : GameEvent
}

/** One bot move and what the player saw of it. */
data class BotStep(val seat: Int, val action: PlayerAction, val events: List<GameEvent>)

sealed interface DealEndingUi {
    data class Won(
        val winner: Int,
        val okeyFinish: Boolean,
        val pairsFinish: Boolean,
        val allAtOnce: Boolean,
        val oneColour: Boolean,
    ) : DealEndingUi
    data object StockExhausted : DealEndingUi
    data object AllPairs : DealEndingUi
}

data class DealResultUi(
    val deal: Int,
    val ending: DealEndingUi,
    val multiplier: Int,
    val scores: List<Int>,
    val penalties: List<Int>,
)

/** Düz Okey: rack tiles in sets and runs at best, pairs, and the tiles whose discard wins now. */
data class DuzProgressUi(val inSetsAndRuns: Int, val pairs: Int, val winningDiscards: List<TileUi>)

data class OpeningPreviewUi(val value: Int, val pairs: Int, val neededValue: Int, val neededPairs: Int, val problem: String?)

enum class Arrangement { RUNS_AND_SETS, PAIRS }

/** The engine said no: its stable [code] and its message for people. */
class EngineRefusal(val code: String, val detail: String) : Exception(detail)

/**
 * The engine's hint: the action, the rack tiles it concerns, and the reason as one sentence in the
 * game's language (with its stable [code], the same in every language).
 */
data class EngineHint(val action: PlayerAction, val highlight: List<TileUi>, val reason: String, val code: String)
