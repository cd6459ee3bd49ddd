package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import androidx.compose.ui.unit.sp
import org.okey.appcore.Anchor
import org.okey.appcore.Intent
import org.okey.appcore.RackLayout
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.QuestionDialog
import org.okey.ui.shell.FlightBatch
import org.okey.ui.shell.ViewParts
import kotlinx.coroutines.flow.StateFlow
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/** Slots on each line of the rack on a phone held upright: a row of [RACK_ROW] over two lines. */
const val PORTRAIT_LINE = 8

/**
 * The game: opponents around, the centre and the table's melds, the rack and its controls. Each
 * part collects its own part of the view model, so a change recomposes only the parts it changed.
 * Every gesture is sent to the core with [send].
 */
@Composable
fun TableScreen(parts: ViewParts, flights: StateFlow<FlightBatch?>, send: (Intent) -> Unit) {
    val targets = remember { DropTargets() }
    val frame by parts.tableFrame.collectAsState()
    val players = frame?.players ?: return
    val you = frame?.you ?: 0
    // The seat whose discards the player may take: the one before the player's.
    val previous = (you + players - 1) % players
    BoxWithConstraints(Modifier.fillMaxSize().background(Felt.table).testTag("table")) {
        val landscape = maxWidth > maxHeight
        val controlsWidth = 212.dp
        val lineLength = if (landscape) RACK_ROW else PORTRAIT_LINE
        val tileWidth = if (landscape) {
            // 15 slots with 1 dp gaps, the pile and the spot beside them, the paddings: 48 dp tiles
            // on a 915 dp phone; and what the height leaves for two rows 1.4 tiles high.
            val byWidth = (maxWidth - 36.dp - 24.dp - 1.dp * (RACK_ROW - 1)) / (RACK_ROW + 2)
            val byHeight = (maxHeight - 275.dp) / 2.8f
            min(48.dp, min(byWidth, byHeight))
        } else {
            val byWidth = (maxWidth - 20.dp - 1.dp * (PORTRAIT_LINE - 1)) / PORTRAIT_LINE
            val byHeight = (maxHeight * 0.36f - 48.dp) / (1.4f * 4)
            min(56.dp, min(byWidth, byHeight))
        }
        val small = if (landscape) min(34.dp, tileWidth * 0.8f) else min(34.dp, tileWidth * 0.7f)
        val onDrop: (Int, DropTargets.Drop) -> Unit = { id, drop ->
            val tile = id.toUByte()
            when (drop) {
                is DropTargets.Drop.Slot -> send(Intent.MoveTile(tile, drop.index.toUByte()))
                DropTargets.Drop.Discard -> send(Intent.Discard(tile))
                is DropTargets.Drop.Meld -> send(Intent.LayOff(tile, drop.id.toUInt()))
                is DropTargets.Drop.Okey -> send(Intent.RetrieveOkey(tile, drop.meld.toUInt()))
                DropTargets.Drop.Nowhere -> Unit
            }
        }
        val draw = { send(Intent.Draw) }
        val take = { send(Intent.TakeDiscard) }
        val centreAnchors = if (landscape) setOf(Anchor.TABLE, Anchor.STOCK, Anchor.CONTROLS) else setOf(Anchor.TABLE, Anchor.STOCK)
        val aboveRackAnchors = if (landscape) setOf(Anchor.RACK, Anchor.PILE, Anchor.DISCARD) else setOf(Anchor.RACK)
        val spacing = if (landscape) 4.dp else 6.dp
        Column(Modifier.fillMaxSize().padding(horizontal = if (landscape) 6.dp else 4.dp, vertical = spacing), verticalArrangement = Arrangement.spacedBy(spacing)) {
            // Opponents, each with their pile at their right.
            Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceEvenly, verticalAlignment = Alignment.Top) {
                OkeyButton("⌂", { send(Intent.Show(org.okey.appcore.Screen.HOME)) }, Modifier.testTag("home"))
                for (seat in (1 until players).map { (you + it) % players }) {
                    if (landscape) {
                        Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                            Opponent(parts, seat, targets)
                            if (seat != previous) Pile(parts, seat, small, targets, onTake = {})
                        }
                    } else {
                        Column(Modifier.weight(1f).padding(start = 4.dp), horizontalAlignment = Alignment.CenterHorizontally, verticalArrangement = Arrangement.spacedBy(4.dp)) {
                            Opponent(parts, seat, targets, Modifier.fillMaxWidth())
                            if (seat != previous) Pile(parts, seat, small, targets, onTake = {})
                        }
                    }
                }
            }
            Box(Modifier.weight(1f).fillMaxWidth()) {
                if (landscape) {
                    Row(horizontalArrangement = Arrangement.spacedBy(14.dp)) {
                        Centre(parts, small, targets, draw)
                        Melds(parts, small * 0.85f, targets, Modifier.weight(1f))
                        Controls(parts, send, Modifier.width(controlsWidth).align(Alignment.Bottom))
                    }
                    HintLine(parts, Modifier.align(Alignment.BottomStart).padding(end = controlsWidth + 14.dp))
                } else {
                    UprightMiddle(parts) {
                        Centre(parts, min(48.dp, tileWidth), targets, draw)
                        Melds(parts, small, targets, Modifier.fillMaxWidth())
                    }
                }
                Message(parts, send, { it in centreAnchors }) { anchor ->
                    Modifier.align(if (anchor == Anchor.CONTROLS) Alignment.BottomEnd else Alignment.BottomCenter)
                }
            }
            StatusLine(parts, landscape)
            Message(parts, send, { it in aboveRackAnchors }) { anchor -> Modifier.align(horizontalPlace(anchor)) }
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                if (landscape) Pile(parts, previous, tileWidth, targets, take)
                PlayerRack(parts, tileWidth, targets, { send(Intent.ToggleTile(it.toUByte())) }, onDrop, lineLength)
                if (landscape) Spot(parts, you, tileWidth, targets)
            }
            if (!landscape) {
                Message(parts, send, { it !in centreAnchors && it !in aboveRackAnchors }) { anchor -> Modifier.align(horizontalPlace(anchor)) }
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    val pileWidth = min(40.dp, tileWidth)
                    Pile(parts, previous, pileWidth, targets, take)
                    Controls(parts, send, Modifier.weight(1f))
                    Spot(parts, you, pileWidth, targets)
                }
            }
        }
        FlightLayer(flights, parts.rack, you, targets, small)
        CarryLayer(targets)
        Question(parts, send)
        ScoreSheet(parts, send)
    }
}

@Composable
private fun Opponent(parts: ViewParts, seat: Int, targets: DropTargets, modifier: Modifier = Modifier) {
    val seats by parts.seats.collectAsState()
    seats.firstOrNull { it.seat.toInt() == seat }?.let { OpponentCard(it, targets, modifier) }
}

@Composable
private fun Pile(parts: ViewParts, seat: Int, tileWidth: Dp, targets: DropTargets, onTake: () -> Unit) {
    val piles by parts.piles.collectAsState()
    piles.firstOrNull { it.seat.toInt() == seat }?.let { DiscardPile(it, tileWidth, targets, onTake) }
}

@Composable
private fun Spot(parts: ViewParts, you: Int, tileWidth: Dp, targets: DropTargets) {
    val piles by parts.piles.collectAsState()
    val controls by parts.controls.collectAsState()
    DiscardSpot(piles.firstOrNull { it.seat.toInt() == you }, controls?.discard == true, tileWidth, targets)
}

@Composable
private fun Centre(parts: ViewParts, tileWidth: Dp, targets: DropTargets, onDraw: () -> Unit) {
    val centre by parts.centre.collectAsState()
    val controls by parts.controls.collectAsState()
    centre?.let { CentrePanel(it, controls?.draw == true, tileWidth, targets, onDraw) }
}

@Composable
private fun Melds(parts: ViewParts, tileWidth: Dp, targets: DropTargets, modifier: Modifier = Modifier) {
    val melds by parts.melds.collectAsState()
    val seats by parts.seats.collectAsState()
    val owners = remember(seats) { List(seats.maxOfOrNull { it.seat.toInt() + 1 } ?: 0) { seat -> seats.firstOrNull { it.seat.toInt() == seat }?.name.orEmpty() } }
    FittedMelds(melds, owners, tileWidth, targets, modifier)
}

/**
 * Upright, the middle of the table is tall: the stock, indicator and okey sit centred (in Düz,
 * with no melds, in the middle of it), the melds below.
 */
@Composable
private fun UprightMiddle(parts: ViewParts, content: @Composable ColumnScope.() -> Unit) {
    val melds by parts.melds.collectAsState()
    Column(
        Modifier.fillMaxSize(),
        verticalArrangement = if (melds.isEmpty()) Arrangement.Center else Arrangement.spacedBy(8.dp),
        horizontalAlignment = Alignment.CenterHorizontally,
        content = content,
    )
}

@Composable
private fun PlayerRack(
    parts: ViewParts,
    tileWidth: Dp,
    targets: DropTargets,
    onTap: (Int) -> Unit,
    onDrop: (Int, DropTargets.Drop) -> Unit,
    lineLength: Int,
) {
    val rack by parts.rack.collectAsState()
    rack?.let { RackView(it, tileWidth, targets, onTap, onDrop, lineLength = lineLength, gap = 1.dp) }
}

/** The core's status, where the deal is, the last move, and the counter. */
@Composable
private fun StatusLine(parts: ViewParts, landscape: Boolean) {
    val status by parts.tableStatus.collectAsState()
    val centre by parts.centre.collectAsState()
    val recent by parts.recent.collectAsState()
    val shown = status ?: return
    val where = centre?.let { c -> listOfNotNull(c.deal, c.multiplier, "${t(S.stock)} ${c.stock}").joinToString(" · ") }.orEmpty()
    val lastMove = recent.lastOrNull()
    val colour = if (shown.yourTurn) Felt.accent else Felt.text
    if (landscape) {
        Row(Modifier.fillMaxWidth().padding(horizontal = 4.dp), horizontalArrangement = Arrangement.SpaceBetween, verticalAlignment = Alignment.CenterVertically) {
            Label(shown.text, Modifier.testTag("status"), size = 16.sp, bold = shown.yourTurn, color = colour)
            Label(where, size = 14.sp, color = Felt.muted)
            lastMove?.let {
                Label(it, Modifier.weight(1f, fill = false).padding(horizontal = 8.dp).testTag("last-move"), size = 15.sp, color = Felt.muted, maxLines = 1)
            }
            CounterLabel(parts)
        }
    } else {
        Column(Modifier.fillMaxWidth().padding(horizontal = 4.dp)) {
            Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
                Label(shown.text, Modifier.weight(1f).padding(end = 12.dp).testTag("status"), size = 16.sp, bold = shown.yourTurn, color = colour)
                CounterLabel(parts)
            }
            Label(listOfNotNull(where, lastMove).joinToString(" · "), Modifier.testTag("last-move"), size = 14.sp, color = Felt.muted)
            HintLine(parts)
        }
    }
}

/** The live counter, in the core's words; lit once it reaches what it counts towards. */
@Composable
private fun CounterLabel(parts: ViewParts) {
    val counter by parts.counter.collectAsState()
    val shown = counter ?: return
    Label(shown.text, Modifier.testTag("counter"), size = 16.sp, bold = true, color = if (shown.reached) Felt.accent else Felt.text)
}

/** The hint on screen, in the core's words; in the guided deal, the step it teaches above it. */
@Composable
private fun HintLine(parts: ViewParts, modifier: Modifier = Modifier) {
    val hint by parts.hint.collectAsState()
    val guide by parts.guide.collectAsState()
    if (hint == null && guide == null) return
    Column(modifier.background(Felt.tableDark, RoundedCornerShape(10.dp)).padding(horizontal = 10.dp, vertical = 4.dp)) {
        guide?.let { step ->
            Label(step.title, Modifier.testTag("guide-title"), size = 16.sp, bold = true, color = Felt.text)
            Label(step.text, Modifier.testTag("guide-text"), size = 14.sp, color = Felt.text)
        }
        hint?.let { Label(it.text, Modifier.testTag("hint-reason"), size = 15.sp, color = Felt.accent) }
    }
}

/** The takeable pile is at the rack's left, the own discard spot at its right. */
private fun horizontalPlace(anchor: Anchor): Alignment.Horizontal = when (anchor) {
    Anchor.PILE -> Alignment.Start
    Anchor.DISCARD -> Alignment.End
    else -> Alignment.CenterHorizontally
}

/** The core's message of the moment, if it shows where [shows] says, placed by [place]; a tap dismisses it. */
@Composable
private fun Message(parts: ViewParts, send: (Intent) -> Unit, shows: (Anchor) -> Boolean, place: (Anchor) -> Modifier) {
    val message by parts.message.collectAsState()
    val shown = message?.takeIf { shows(it.anchor) } ?: return
    Box(
        place(shown.anchor)
            .background(if (shown.refusal) Felt.danger else Felt.info, RoundedCornerShape(10.dp))
            .clickable { send(Intent.DismissMessage) }
            .padding(horizontal = 12.dp, vertical = 6.dp)
            .testTag("message"),
    ) {
        Label(shown.text, size = 15.sp, bold = true)
    }
}

/** The question on the table (a costly discard, a take-back, which end, a risky lay). */
@Composable
private fun Question(parts: ViewParts, send: (Intent) -> Unit) {
    val dialog by parts.tableDialog.collectAsState()
    dialog?.let { QuestionDialog(it) { answer -> send(Intent.Answer(answer)) } }
}

/** The buttons beside the rack: shown and enabled as the core says. */
@Composable
private fun Controls(parts: ViewParts, send: (Intent) -> Unit, modifier: Modifier = Modifier) {
    val controls by parts.controls.collectAsState()
    val c = controls ?: return
    val buttons = buildList {
        add(Control("arrange-runs", t(S.runsAndSets), c.arrange) { send(Intent.Arrange(RackLayout.RUNS_AND_SETS)) })
        add(Control("arrange-pairs", t(S.pairs), c.arrange) { send(Intent.Arrange(RackLayout.PAIRS)) })
        if (c.lay.visible) add(Control("lay", t(S.lay), c.lay.enabled) { send(Intent.Lay) })
        if (c.takeBack.visible) add(Control("take-back", t(S.takeBack), c.takeBack.enabled) { send(Intent.TakeBack) })
        if (c.hint.visible) add(Control("hint", t(S.hint), c.hint.enabled) { send(Intent.Hint) })
        if (c.returnTaken.visible) add(Control("return", t(S.returnTaken), c.returnTaken.enabled) { send(Intent.ReturnTaken) })
        if (c.finish.visible) add(Control("finish", t(S.finish), c.finish.enabled) { send(Intent.Finish) })
        if (c.showIndicator.visible) add(Control("show-indicator", t(S.showIndicator), c.showIndicator.enabled) { send(Intent.ShowIndicator) })
    }
    Column(modifier, verticalArrangement = Arrangement.spacedBy(4.dp)) {
        buttons.chunked(2).forEach { pair ->
            Row(horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                pair.forEach { control ->
                    OkeyButton(control.label, control.onClick, Modifier.weight(1f).testTag(control.tag), enabled = control.enabled)
                }
                if (pair.size == 1) Box(Modifier.weight(1f))
            }
        }
    }
}

private class Control(val tag: String, val label: String, val enabled: Boolean, val onClick: () -> Unit)
