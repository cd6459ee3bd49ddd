package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.layout.Layout
import androidx.compose.ui.layout.positionInRoot
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.Anchor
import org.okey.appcore.Corner
import org.okey.appcore.Intent
import org.okey.appcore.RackLayout
import org.okey.appcore.SeatPlace
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.QuestionDialog
import org.okey.ui.shell.ViewParts
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/*
 * The table's bars: the status line with the player's own seat and the counter, the hint and the
 * guided deal's step, the core's message, its question, and the buttons beside the rack.
 */

/** The core's status, the player's own seat, the last move, and the counter. */
@Composable
fun StatusLine(parts: ViewParts, landscape: Boolean, targets: DropTargets) {
    val status by parts.tableStatus.collectAsState()
    val recent by parts.recent.collectAsState()
    val seats by parts.seats.collectAsState()
    val shown = status ?: return
    val own = seats.firstOrNull { it.place == SeatPlace.BOTTOM }
    val lastMove = recent.lastOrNull()
    val colour = if (shown.yourTurn) Felt.accent else Felt.text
    if (landscape) {
        Row(Modifier.fillMaxWidth().padding(horizontal = 4.dp), horizontalArrangement = Arrangement.spacedBy(10.dp), verticalAlignment = Alignment.CenterVertically) {
            Label(shown.text, Modifier.testTag("status"), size = 16.sp, bold = shown.yourTurn, color = colour, maxLines = 1, shrinkTo = 12.sp)
            own?.let { OwnSeatLine(it, targets) }
            // A long move (a bot's lay-offs and a penalty) takes up to three lines, smaller.
            Box(Modifier.weight(1f)) {
                lastMove?.let { Label(it, Modifier.testTag("last-move"), size = 14.sp, color = Felt.muted, maxLines = 3, shrinkTo = 10.sp) }
            }
            CounterLabel(parts)
        }
    } else {
        // Upright, the player's own seat and the last move stand between the piles (see [OwnSeatAndLastMove]).
        Row(Modifier.fillMaxWidth().padding(horizontal = 4.dp), horizontalArrangement = Arrangement.spacedBy(8.dp), verticalAlignment = Alignment.CenterVertically) {
            Label(shown.text, Modifier.weight(1f).testTag("status"), size = 16.sp, bold = shown.yourTurn, color = colour)
            CounterLabel(parts)
        }
    }
}

/** The player's own seat and the last move, in a column (upright, between the two piles by the rack). */
@Composable
fun OwnSeatAndLastMove(parts: ViewParts, targets: DropTargets, modifier: Modifier = Modifier) {
    val recent by parts.recent.collectAsState()
    val seats by parts.seats.collectAsState()
    Column(modifier, verticalArrangement = Arrangement.spacedBy(4.dp), horizontalAlignment = Alignment.CenterHorizontally) {
        seats.firstOrNull { it.place == SeatPlace.BOTTOM }?.let { OwnSeatLine(it, targets) }
        recent.lastOrNull()?.let { Label(it, Modifier.testTag("last-move"), size = 13.sp, color = Felt.muted, align = TextAlign.Center, maxLines = 3, shrinkTo = 10.sp) }
    }
}

/**
 * The moves before the last one (which the status line shows), oldest first, in the core's words:
 * what fills the felt when there are no melds.
 */
@Composable
fun RecentMoves(parts: ViewParts, lines: Int, modifier: Modifier = Modifier) {
    val all by parts.recent.collectAsState()
    val recent = all.dropLast(1)
    if (recent.isEmpty()) return
    Column(
        modifier
            .background(Felt.tableDark.copy(alpha = 0.7f), RoundedCornerShape(10.dp))
            .padding(horizontal = 10.dp, vertical = 6.dp)
            .testTag("recent"),
        verticalArrangement = Arrangement.spacedBy(2.dp),
    ) {
        val shown = recent.takeLast(lines)
        // A bot's opening turn takes four lines, smaller (every meld it laid, in words).
        shown.forEach { move -> Label(move, size = 13.sp, color = Felt.muted, maxLines = 4, shrinkTo = 10.sp) }
    }
}

/** The live counter, in the core's words; lit once it reaches what it counts towards. */
@Composable
fun CounterLabel(parts: ViewParts) {
    val counter by parts.counter.collectAsState()
    val shown = counter ?: return
    Label(shown.text, Modifier.testTag("counter"), size = 16.sp, bold = true, color = if (shown.reached) Felt.accent else Felt.text, maxLines = 1, shrinkTo = 12.sp)
}

/**
 * The hint on screen, in the core's words; in the guided deal, the step it teaches above it. At
 * most [maxHeight] tall: a long step scrolls inside rather than pushing the rack off the screen.
 */
@Composable
fun HintLine(parts: ViewParts, modifier: Modifier = Modifier, maxHeight: Dp = 160.dp) {
    val hint by parts.hint.collectAsState()
    val guide by parts.guide.collectAsState()
    if (hint == null && guide == null) return
    Column(
        modifier
            .heightIn(max = maxHeight)
            .background(Felt.tableDark.copy(alpha = 0.94f), RoundedCornerShape(10.dp))
            .verticalScroll(rememberScrollState())
            .padding(horizontal = 10.dp, vertical = 4.dp)
            .testTag("hint-panel"),
    ) {
        guide?.let { step ->
            Label(step.title, Modifier.testTag("guide-title"), size = 15.sp, bold = true, color = Felt.text)
            Label(step.text, Modifier.testTag("guide-text"), size = 13.sp, color = Felt.text)
        }
        hint?.let { Label(it.text, Modifier.testTag("hint-reason"), size = 14.sp, color = Felt.accent) }
    }
}

/**
 * The core's message of the moment, floating just above the part of the table it is about (the
 * rack, the discard spot, the takeable pile, the stock, the melds, the controls), kept inside the
 * screen: it covers a little of the table for a few seconds and moves nothing. A tap dismisses it.
 */
@Composable
fun MessageLayer(parts: ViewParts, send: (Intent) -> Unit, targets: DropTargets) {
    val message by parts.message.collectAsState()
    val piles by parts.piles.collectAsState()
    val shown = message ?: return
    Layout(
        content = {
            Box(
                Modifier
                    .background(if (shown.refusal) Felt.danger else Felt.info, RoundedCornerShape(10.dp))
                    .clickable { send(Intent.DismissMessage) }
                    .padding(horizontal = 12.dp, vertical = 6.dp)
                    .testTag("message"),
            ) {
                Label(shown.text, size = 15.sp, bold = true)
            }
        },
        modifier = Modifier.fillMaxSize(),
    ) { measurables, constraints ->
        val margin = 8.dp.roundToPx()
        val bubble = measurables.first().measure(Constraints(maxWidth = minOf(constraints.maxWidth - 2 * margin, 560.dp.roundToPx()).coerceAtLeast(0)))
        layout(constraints.maxWidth, constraints.maxHeight) {
            val origin = coordinates?.positionInRoot() ?: Offset.Zero
            val leftPile = piles.firstOrNull { it.corner == Corner.BOTTOM_LEFT }?.let { targets.piles[it.seat.toInt()] }
            val anchor = when (shown.anchor) {
                Anchor.RACK -> targets.rack
                Anchor.DISCARD -> targets.discardSpot
                Anchor.PILE -> leftPile
                Anchor.STOCK -> targets.stock
                Anchor.TABLE -> targets.meldsArea ?: targets.stock
                Anchor.CONTROLS -> targets.controls
            } ?: targets.rack
            val around = anchor?.translate(-origin) ?: Rect(0f, 0f, constraints.maxWidth.toFloat(), constraints.maxHeight.toFloat())
            val x = (around.center.x - bubble.width / 2f).toInt().coerceIn(margin, (constraints.maxWidth - bubble.width - margin).coerceAtLeast(margin))
            // Above the part, or below it when there is no room above; for the parts by the rack,
            // above the rack, so that it covers none of the tiles under the player's fingers.
            val byRack = shown.anchor in setOf(Anchor.RACK, Anchor.DISCARD, Anchor.PILE)
            val rackTop = targets.rack?.translate(-origin)?.top ?: around.top
            val top = if (byRack) minOf(around.top, rackTop) else around.top
            val above = (top - bubble.height - margin / 2).toInt()
            val y = if (above >= margin) above else (around.bottom + margin / 2).toInt().coerceAtMost(constraints.maxHeight - bubble.height - margin)
            bubble.place(x, y)
        }
    }
}

/** The question on the table (a costly discard, a take-back, which end, a risky lay). */
@Composable
fun Question(parts: ViewParts, send: (Intent) -> Unit) {
    val dialog by parts.tableDialog.collectAsState()
    dialog?.let { QuestionDialog(it) { answer -> send(Intent.Answer(answer)) } }
}

/** The buttons beside the rack: shown and enabled as the core says. */
@Composable
fun Controls(parts: ViewParts, send: (Intent) -> Unit, modifier: Modifier = Modifier, perRow: Int = 2) {
    val controls by parts.controls.collectAsState()
    val c = controls ?: return
    val buttons = buildList {
        add(Control("arrange-runs", t(S.runsAndSets), c.arrange) { send(Intent.Arrange(RackLayout.RUNS_AND_SETS)) })
        add(Control("arrange-pairs", t(S.pairs), c.arrange) { send(Intent.Arrange(RackLayout.PAIRS)) })
        if (c.lay.visible) add(Control("lay", t(S.lay), c.lay.enabled) { send(Intent.Lay) })
        // Every arranged group at once (or the engine's best opening), after the core's question.
        if (c.open.visible) add(Control("open", t(S.open), c.open.enabled) { send(Intent.Open) })
        if (c.takeBack.visible) add(Control("take-back", t(S.takeBack), c.takeBack.enabled) { send(Intent.TakeBack) })
        if (c.hint.visible) add(Control("hint", t(S.hint), c.hint.enabled) { send(Intent.Hint) })
        if (c.returnTaken.visible) add(Control("return", t(S.returnTaken), c.returnTaken.enabled) { send(Intent.ReturnTaken) })
        if (c.finish.visible) add(Control("finish", t(S.finish), c.finish.enabled) { send(Intent.Finish) })
        if (c.showIndicator.visible) add(Control("show-indicator", t(S.showIndicator), c.showIndicator.enabled) { send(Intent.ShowIndicator) })
    }
    // Three rows at most: a rule that shows one more button (Return) widens the rows instead.
    val columns = maxOf(perRow, (buttons.size + 2) / 3)
    Column(modifier, verticalArrangement = Arrangement.spacedBy(4.dp)) {
        buttons.chunked(columns).forEach { row ->
            Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                row.forEach { control ->
                    OkeyButton(control.label, control.onClick, Modifier.weight(1f).testTag(control.tag), enabled = control.enabled)
                }
                repeat(columns - row.size) { Box(Modifier.weight(1f)) }
            }
        }
    }
}

private class Control(val tag: String, val label: String, val enabled: Boolean, val onClick: () -> Unit)
