package org.okey.ui.review

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.semantics.ProgressBarRangeInfo
import androidx.compose.ui.semantics.progressBarRangeInfo
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.ui.components.Label
import org.okey.ui.components.ScreenFrame
import org.okey.ui.engine.ReviewItemUi
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * APPS.md screen 6: the player's costliest decisions as the engine found them, each with its deal
 * and turn, what was played, what was better and about how many points it cost; tapping one shows
 * the position it was played from, drawn as the table; Back returns to the list, and from the list
 * leaves the Review ([onLeave]).
 */
@Composable
fun ReviewScreen(state: ReviewUiState, onSelect: (Int) -> Unit, onBackToList: () -> Unit, onLeave: () -> Unit) {
    val shown = (state as? ReviewUiState.Ready)?.takeIf { it.selected != null }
    ScreenFrame(t(S.review), t(S.back), if (shown != null) onBackToList else onLeave) {
        val item = shown?.selected?.let { shown.review.items.getOrNull(it) }
        if (shown != null && item != null) {
            ReviewPosition(item, shown.position, shown.positionError, shown.seats)
            return@ScreenFrame
        }
        Column(
            Modifier.align(Alignment.TopCenter).widthIn(max = 820.dp).verticalScroll(rememberScrollState()).testTag("review-screen"),
            verticalArrangement = Arrangement.spacedBy(10.dp),
        ) {
            when (state) {
                is ReviewUiState.Working -> Progress(state)
                is ReviewUiState.Unavailable -> Label(state.message, Modifier.padding(24.dp).testTag("review-unavailable"), size = 17.sp)
                is ReviewUiState.Ready -> {
                    val review = state.review
                    Label(
                        t(S.reviewAgreed).replace("%a", review.agreed.toString()).replace("%n", review.turns.toString()),
                        Modifier.testTag("review-summary"),
                        size = 15.sp,
                        color = Felt.muted,
                    )
                    if (review.items.isEmpty()) {
                        Label(t(S.reviewNone), Modifier.testTag("review-none"), size = 17.sp)
                    } else {
                        Label(t(S.reviewTapHint), size = 14.sp, color = Felt.muted)
                    }
                    review.items.forEachIndexed { index, item -> Decision(index, item, onSelect) }
                }
            }
        }
    }
}

/**
 * The engine at work: "Turn 12 of 40" over a bar. A plain bar, no spinning wheel: an endless
 * animation would keep the UI tests from ever idling.
 */
@Composable
private fun Progress(state: ReviewUiState.Working) {
    val fraction = if (state.total > 0) (state.done.toFloat() / state.total).coerceIn(0f, 1f) else 0f
    Column(Modifier.padding(24.dp).widthIn(max = 480.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
        Label(t(S.reviewWorking), Modifier.testTag("review-working"), size = 17.sp)
        val count = if (state.total > 0) t(S.reviewProgress).replace("%d", state.done.toString()).replace("%n", state.total.toString()) else ""
        Label(count, Modifier.testTag("review-progress-text"), size = 15.sp, color = Felt.muted)
        Box(
            Modifier
                .fillMaxWidth()
                .height(10.dp)
                .background(Felt.tableDark, RoundedCornerShape(5.dp))
                .semantics { progressBarRangeInfo = ProgressBarRangeInfo(fraction, 0f..1f) }
                .testTag("review-progress"),
        ) {
            Box(Modifier.fillMaxHeight().fillMaxWidth(fraction).background(Felt.accent, RoundedCornerShape(5.dp)))
        }
    }
}

@Composable
private fun Decision(index: Int, item: ReviewItemUi, onSelect: (Int) -> Unit) {
    Column(
        Modifier
            .fillMaxWidth()
            .background(Felt.tableDark, RoundedCornerShape(10.dp))
            .border(1.dp, Felt.tableDark, RoundedCornerShape(10.dp))
            .clickable { onSelect(index) }
            .padding(12.dp)
            .testTag("review-item-$index"),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
            Label(whereText(item), size = 16.sp, bold = true)
            if (item.points > 0) Label(costText(item), size = 16.sp, bold = true, color = Felt.accent)
        }
        // The engine's sentence already says what was played, what was better and the cost.
        Label(item.text, size = 15.sp)
    }
}

@Composable
internal fun whereText(item: ReviewItemUi) = t(S.reviewWhere).replace("%d", (item.deal + 1).toString()).replace("%t", item.turn.toString())

@Composable
internal fun costText(item: ReviewItemUi) = t(S.reviewCost).replace("%p", item.points.toString())
