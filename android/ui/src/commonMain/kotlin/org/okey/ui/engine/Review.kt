package org.okey.ui.engine

/**
 * One of the player's turns the engine's review judged: where it was, what was done, what was
 * better and about how many deal points it cost, with the engine's sentence and the position.
 */
data class ReviewItemUi(
    /** From 0. */
    val deal: Int,
    /** The player's turn within the deal, from 1. */
    val turn: Int,
    val points: Int,
    /** The kind's stable code (`missed_opening`, `penalty_discard`, ...). */
    val code: String,
    /** The moves in the record notation (`draw; discard R7`), the same in every language. */
    val made: String,
    /** Empty when no better move was found. */
    val better: String,
    /** What went wrong and what was better, in the language asked for. */
    val text: String,
    /** The position at the start of the turn, in the engine's position notation. */
    val position: String,
    /** Where the turn starts in the game's moves: what [GameHandle.reviewPosition] takes. */
    val moveIndex: Int = 0,
    /** The move made in words, in the language asked for ("draw from the stock; discard R7"). */
    val madeWords: String = made,
    /** The better move in words; empty when none was found. */
    val betterWords: String = better,
    /** The tiles the move made names (discarded, laid, laid off), to outline them. */
    val madeTiles: Set<Int> = emptySet(),
    /** The tiles the better move names. */
    val betterTiles: Set<Int> = emptySet(),
    /** Whether the move made took the previous player's discard. */
    val madeTakes: Boolean = false,
    /** Whether the better move takes it. */
    val betterTakes: Boolean = false,
)

/** The engine's review of the player's game: the costliest turns first. */
data class ReviewUi(val turns: Int, val agreed: Int, val items: List<ReviewItemUi>)
