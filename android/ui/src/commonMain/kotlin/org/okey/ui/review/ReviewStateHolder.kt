package org.okey.ui.review

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import org.okey.ui.engine.EngineRefusal
import org.okey.ui.engine.GameHandle
import org.okey.ui.engine.ReviewUi
import org.okey.ui.strings.Lang

/** The Review screen's state: the engine at work, its review, or why there is none. */
sealed interface ReviewUiState {
    /** The engine is replaying the game and playing out its turns. */
    data object Working : ReviewUiState

    /** [selected] is the item whose position shows, if any. */
    data class Ready(val review: ReviewUi, val selected: Int? = null) : ReviewUiState

    /** The engine's refusal (Düz Okey has no review: `review_unsupported`). */
    data class Unavailable(val code: String, val message: String) : ReviewUiState
}

/**
 * Asks the engine to review the player's finished game on [dispatcher] (it takes about a second),
 * publishing [ReviewUiState.Working] until the answer comes.
 */
class ReviewStateHolder(
    private val game: GameHandle,
    private val lang: Lang,
    scope: CoroutineScope,
    dispatcher: CoroutineDispatcher = Dispatchers.Default,
) {
    private val _state = MutableStateFlow<ReviewUiState>(ReviewUiState.Working)
    val state: StateFlow<ReviewUiState> = _state.asStateFlow()

    init {
        scope.launch(dispatcher) {
            val next = try {
                ReviewUiState.Ready(game.review(lang))
            } catch (e: EngineRefusal) {
                ReviewUiState.Unavailable(e.code, e.detail)
            }
            _state.value = next
        }
    }

    /** Shows the position of item [index]; tapping the shown one again hides it. */
    fun select(index: Int) = _state.update { s ->
        if (s !is ReviewUiState.Ready || index !in s.review.items.indices) s
        else s.copy(selected = if (s.selected == index) null else index)
    }
}
