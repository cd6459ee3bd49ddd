package org.okey.ui.review

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
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
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.table.DropTargets
import org.okey.ui.table.RackView
import org.okey.ui.table.TableMelds
import org.okey.ui.table.rackWidth
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

/**
 * The position of a decision as the table drew it: the status, the melds on the table by owner and
 * the rack in its two rows with its groups. Only looked at: a tap or drag on it does nothing.
 */
@Composable
private fun Position(table: TableView) {
    val targets = remember { DropTargets() }
    val owners = List(table.players.toInt()) { seat -> table.seats.firstOrNull { it.seat.toInt() == seat }?.name.orEmpty() }
    BoxWithConstraints(Modifier.fillMaxWidth().padding(start = 12.dp).testTag("review-position")) {
        // The widest tile (up to 30 dp) whose rack of two rows fits the width here.
        val room = maxWidth
        val tile = (30 downTo 14).map { it.dp }.firstOrNull { rackWidth(it, table.rack.rowLength.toInt()) <= room } ?: 14.dp
        Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
            Label(table.status, size = 14.sp, color = Felt.muted)
            TableMelds(table.melds, owners, tile * 0.8f, targets)
            RackView(table.rack, tile, targets, onTap = {}, onDrop = { _, _ -> })
        }
    }
}
