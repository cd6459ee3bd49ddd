package org.okey.ui.review

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.Intent
import org.okey.appcore.ReviewItemView
import org.okey.appcore.ReviewState
import org.okey.appcore.ReviewView
import org.okey.appcore.TableView
import org.okey.ui.components.Label
import org.okey.ui.components.ScreenFrame
import org.okey.ui.components.TileView
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * The review of a finished game, in the core's words: its progress while it works, then the
 * costly decisions; a tap on one shows the position it was made in (the rack and the table's
 * melds as the player saw them).
 */
@Composable
fun ReviewScreen(review: ReviewView, send: (Intent) -> Unit) {
    ScreenFrame(t(S.review), t(S.back), { send(Intent.Back) }) {
        Column(Modifier.verticalScroll(rememberScrollState()).testTag("review-screen"), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            when (val state = review.state) {
                is ReviewState.Working -> Label(state.text, Modifier.testTag("review-progress"), size = 17.sp)
                is ReviewState.Failed -> Label(state.reason, Modifier.testTag("review-failed"), size = 17.sp, color = Felt.danger)
                is ReviewState.Done -> {
                    Label(state.summary, Modifier.testTag("review-summary"), size = 17.sp, bold = true)
                    state.items.forEachIndexed { index, item ->
                        val chosen = review.chosen?.toInt() == index
                        Item(item, chosen) { send(Intent.ChooseReviewItem(if (chosen) null else index.toUInt())) }
                        if (chosen) review.position?.let { Position(it) }
                    }
                }
            }
        }
    }
}

@Composable
private fun Item(item: ReviewItemView, chosen: Boolean, onTap: () -> Unit) {
    val shape = RoundedCornerShape(10.dp)
    Column(
        Modifier
            .fillMaxWidth()
            .background(if (chosen) Felt.panel else Felt.tableDark, shape)
            .border(if (chosen) 2.dp else 0.dp, if (chosen) Felt.accent else Felt.tableDark, shape)
            .clickable(onClick = onTap)
            .padding(10.dp)
            .testTag("review-item"),
        verticalArrangement = Arrangement.spacedBy(3.dp),
    ) {
        Label("${item.place} · ${item.cost}", size = 14.sp, color = Felt.muted)
        Label(item.headline, size = 16.sp, bold = true)
        Label("${t(S.reviewPlayed)}: ${item.played}", size = 15.sp)
        Label("${t(S.reviewBetter)}: ${item.better}", size = 15.sp, color = Felt.accent)
        Label(item.explanation, size = 14.sp)
    }
}

/** The position of a decision: the status, the melds on the table and the rack, as the player saw them. */
@Composable
private fun Position(table: TableView) {
    Column(Modifier.fillMaxWidth().padding(start = 12.dp).testTag("review-position"), verticalArrangement = Arrangement.spacedBy(6.dp)) {
        Label(table.status, size = 14.sp, color = Felt.muted)
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            table.melds.forEach { meld ->
                FlowRow(Modifier.background(Felt.tableDark, RoundedCornerShape(6.dp)).padding(3.dp), horizontalArrangement = Arrangement.spacedBy(1.dp)) {
                    meld.tiles.forEach { TileView(it, 24.dp) }
                }
            }
        }
        val rows = table.rack.slots.chunked(table.rack.rowLength.toInt().coerceAtLeast(1))
        Column(Modifier.background(Felt.wood, RoundedCornerShape(8.dp)).padding(4.dp), verticalArrangement = Arrangement.spacedBy(3.dp)) {
            rows.forEach { row ->
                FlowRow(horizontalArrangement = Arrangement.spacedBy(1.dp)) {
                    row.filterNotNull().forEach { TileView(it.tile, 30.dp, highlighted = it.hinted) }
                }
            }
        }
    }
}
