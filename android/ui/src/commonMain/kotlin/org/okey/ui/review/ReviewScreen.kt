package org.okey.ui.review

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontFamily
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
 * the position it was played from.
 */
@Composable
fun ReviewScreen(state: ReviewUiState, onSelect: (Int) -> Unit, onBack: () -> Unit) {
    ScreenFrame(t(S.review), t(S.back), onBack) {
        Column(
            Modifier.align(Alignment.TopCenter).widthIn(max = 820.dp).verticalScroll(rememberScrollState()).testTag("review-screen"),
            verticalArrangement = Arrangement.spacedBy(10.dp),
        ) {
            when (state) {
                // No spinning wheel: an endless animation would keep the UI tests from ever idling.
                ReviewUiState.Working -> Label(t(S.reviewWorking), Modifier.padding(24.dp).testTag("review-working"), size = 17.sp)
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
                    review.items.forEachIndexed { index, item -> Decision(index, item, state.selected == index, onSelect) }
                }
            }
        }
    }
}

@Composable
private fun Decision(index: Int, item: ReviewItemUi, selected: Boolean, onSelect: (Int) -> Unit) {
    val where = t(S.reviewWhere).replace("%d", (item.deal + 1).toString()).replace("%t", item.turn.toString())
    Column(
        Modifier
            .fillMaxWidth()
            .background(Felt.tableDark, RoundedCornerShape(10.dp))
            .border(1.dp, if (selected) Felt.accent else Felt.tableDark, RoundedCornerShape(10.dp))
            .clickable { onSelect(index) }
            .padding(12.dp)
            .testTag("review-item-$index"),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
            Label(where, size = 16.sp, bold = true)
            if (item.points > 0) Label(t(S.reviewCost).replace("%p", item.points.toString()), size = 16.sp, bold = true, color = Felt.accent)
        }
        // The engine's sentence already says what was played, what was better and the cost.
        Label(item.text, size = 15.sp)
        if (selected) {
            Label(t(S.reviewPosition), Modifier.padding(top = 6.dp), size = 14.sp, bold = true)
            // The engine's position notation: wide lines scroll sideways.
            BasicText(
                positionText(item.position),
                Modifier.horizontalScroll(rememberScrollState()).testTag("review-position"),
                style = TextStyle(color = Felt.text, fontSize = 13.sp, fontFamily = FontFamily.Monospace),
            )
        }
    }
}

/**
 * The engine's position as the screen prints it: without its `rules:` line, one long JSON object
 * the Rules screen says in words.
 */
fun positionText(position: String): String = position.lines().filterNot { it.startsWith("rules:") }.joinToString("\n").trimEnd()
