package org.okey.ui.review

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch
import org.okey.ui.engine.EngineRefusal
import org.okey.ui.engine.GameHandle
import org.okey.ui.engine.ReviewUi
import org.okey.ui.engine.SeatPlayer
import org.okey.ui.engine.TableSnapshot
import org.okey.ui.strings.Lang

/** The Review screen's state: the engine at work, its review, or why there is none. */
sealed interface ReviewUiState {
    /**
     * The engine is replaying the game and playing out its turns: [done] of [total] judged
     * ([total] is 0 until the engine has counted them).
     */
    data class Working(val done: Int = 0, val total: Int = 0) : ReviewUiState

    /**
     * [selected] is the item whose position shows, if any; [position] is that position as the
     * player saw it, null while the engine replays to it (or when it could not: [positionError]).
     * [seats] names the players at the table.
     */
    data class Ready(
        val review: ReviewUi,
        val selected: Int? = null,
        val position: TableSnapshot? = null,
        val positionError: String? = null,
        val seats: List<SeatPlayer> = emptyList(),
    ) : ReviewUiState

    /** The engine's refusal (a damaged save, say). */
    data class Unavailable(val code: String, val message: String) : ReviewUiState
}

/**
 * Asks the engine to review the player's finished game on [dispatcher] (it takes about a second),
 * publishing its progress until the answer comes. [close] (leaving the screen) stops the engine's
 * work: the review's listener answers "stop" at the next turn.
 */
class ReviewStateHolder(
    private val game: GameHandle,
    private val lang: Lang,
    private val scope: CoroutineScope,
    private val dispatcher: CoroutineDispatcher = Dispatchers.Default,
) {
    private val _state = MutableStateFlow<ReviewUiState>(ReviewUiState.Working())
    val state: StateFlow<ReviewUiState> = _state.asStateFlow()

    private val work: Job = scope.launch(dispatcher) {
        val next = try {
            val review = game.review(lang) { done, total ->
                val goOn = isActive
                // Only forward, and nothing once the screen is left.
                if (goOn) _state.update { s -> if (s is ReviewUiState.Working && done >= s.done) ReviewUiState.Working(done, total) else s }
                goOn
            }
            ReviewUiState.Ready(review, seats = game.seats)
        } catch (e: EngineRefusal) {
            ReviewUiState.Unavailable(e.code, e.detail)
        }
        // Closed meanwhile: the engine stopped (`review_cancelled`) or finished; nobody is looking.
        if (isActive) _state.value = next
    }

    private var positionWork: Job? = null

    /** Whether the engine's work was stopped because the screen was left. */
    val closed: Boolean get() = work.isCancelled

    /**
     * Shows the position of item [index], drawn from the engine's view of the player at the start
     * of that turn (worked out on the dispatcher); tapping the shown one again hides it.
     */
    fun select(index: Int) {
        val s = _state.value
        if (s !is ReviewUiState.Ready || index !in s.review.items.indices) return
        if (s.selected == index) return back()
        val moveIndex = s.review.items[index].moveIndex
        _state.value = s.copy(selected = index, position = null, positionError = null)
        positionWork?.cancel()
        positionWork = scope.launch(dispatcher) {
            val (position, error) = try {
                game.reviewPosition(moveIndex) to null
            } catch (e: EngineRefusal) {
                null to e.detail
            }
            _state.update { cur ->
                if (cur is ReviewUiState.Ready && cur.selected == index) cur.copy(position = position, positionError = error) else cur
            }
        }
    }

    /** From a position back to the list. */
    fun back() {
        positionWork?.cancel()
        _state.update { s -> if (s is ReviewUiState.Ready) s.copy(selected = null, position = null, positionError = null) else s }
    }

    /** The player left the Review: the engine stops at its next turn, and nothing more is published. */
    fun close() {
        work.cancel()
        positionWork?.cancel()
    }
}
