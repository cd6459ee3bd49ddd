package org.okey.ui.table

import androidx.compose.foundation.background
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
import androidx.compose.runtime.State
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import androidx.compose.ui.unit.sp
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.OverlayDialog
import org.okey.ui.engine.ActionKind
import org.okey.ui.engine.Arrangement as RackArrangement
import org.okey.ui.engine.Phase
import org.okey.ui.engine.SideUi
import org.okey.ui.strings.Labels
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/** Slots on each line of the rack on a phone held upright: a row of [RACK_ROW] over two lines. */
const val PORTRAIT_LINE = 8

/** The intents the Table screen sends; the state holder implements them. */
interface TableIntents {
    fun toggleSelect(tileId: Int)
    fun moveTile(tileId: Int, toSlot: Int)
    fun draw()
    fun takeDiscard()
    fun returnTaken()
    fun laySelected()
    fun layOff(tileId: Int, meldId: Int)
    fun chooseLayOffSide(side: SideUi)
    fun cancelLayOff()
    fun retrieveOkey(tileId: Int, meldId: Int)
    fun discard(tileId: Int)
    fun confirmDiscard()
    fun cancelDiscard()
    fun takeBack()
    fun confirmTakeBack()
    fun cancelTakeBack()
    fun arrange(arrangement: RackArrangement)
    fun hint()
    fun finish()
    fun showIndicator()
    fun nextDeal()
    fun playAgain()
    fun home()

    /** Game over's Review: the engine's review of the player's game. */
    fun review()
}

/** The game: opponents around, the centre and the table's melds, the rack and its controls. */
@Composable
fun TableScreen(state: TableUiState, intents: TableIntents) = TableScreen(rememberUpdatedState(state), intents)

/**
 * The game, from the table's state as a [State]: each part of the screen reads its own slice of
 * it (see [slice]), so a change recomposes only the parts it changed.
 */
@Composable
fun TableScreen(state: State<TableUiState>, intents: TableIntents) {
    val targets = remember { DropTargets() }
    // The frame reads only what a deal does not change; the hint and the messages come and go in
    // their own small parts, so that their coming and going does not recompose the whole table.
    val frame by state.slice { FrameSlice.of(it) }
    BoxWithConstraints(Modifier.fillMaxSize().background(Felt.table).testTag("table")) {
        val landscape = maxWidth > maxHeight
        // Landscape: the buttons sit in the centre, beside the melds, so the rack row holds only the
        // takeable pile, the rack and the discard spot, and its tiles can be as large as the width allows.
        val controlsWidth = 212.dp
        // Upright, each row of the rack wraps over two lines, so its tiles are about three times
        // the size 15 across would allow: readable at arm's length and at least 48 dp to touch.
        val lineLength = if (landscape) RACK_ROW else PORTRAIT_LINE
        val tileWidth = if (landscape) {
            // 15 slots with 1 dp gaps, the pile and the spot beside them (a tile and 12 dp each), the
            // rack's padding (12 dp), the row's gaps (12 dp) and the page's (12 dp): 48 dp tiles on
            // a 915 dp phone.
            val byWidth = (maxWidth - 36.dp - 24.dp - 1.dp * (RACK_ROW - 1)) / (RACK_ROW + 2)
            // What the height leaves once the opponents (63 dp), the status line (22 dp), the
            // buttons (152 dp), the rack's wood (18 dp) and the page's spacing (20 dp) are placed:
            // two rows of tiles 1.4 wide high.
            val byHeight = (maxHeight - 275.dp) / 2.8f
            min(48.dp, min(byWidth, byHeight))
        } else {
            // The page's padding (8 dp), the rack's (12 dp) and 1 dp gaps: 48 dp tiles on a 412 dp
            // phone; at most about a third of the height for the rack's four lines (each 1.4 tiles
            // high with 10 dp of wood around).
            val byWidth = (maxWidth - 20.dp - 1.dp * (PORTRAIT_LINE - 1)) / PORTRAIT_LINE
            val byHeight = (maxHeight * 0.36f - 48.dp) / (1.4f * 4)
            min(56.dp, min(byWidth, byHeight))
        }
        val small = if (landscape) min(34.dp, tileWidth * 0.8f) else min(34.dp, tileWidth * 0.7f)
        val onDrop: (Int, DropTargets.Drop) -> Unit = { id, drop ->
            when (drop) {
                is DropTargets.Drop.Slot -> intents.moveTile(id, drop.index)
                DropTargets.Drop.Discard -> intents.discard(id)
                is DropTargets.Drop.Meld -> intents.layOff(id, drop.id)
                is DropTargets.Drop.Okey -> intents.retrieveOkey(id, drop.meld)
                DropTargets.Drop.Nowhere -> Unit
            }
        }
        val previous = frame.previous
        // Landscape: the takeable pile and the discard spot flank the rack, the buttons sit in the
        // centre. Upright: the piles and the buttons are below the rack.
        val centreAnchors = if (landscape) setOf(Anchor.TABLE, Anchor.STOCK, Anchor.CONTROLS) else setOf(Anchor.TABLE, Anchor.STOCK)
        val aboveRackAnchors = if (landscape) setOf(Anchor.RACK, Anchor.PILE, Anchor.DISCARD) else setOf(Anchor.RACK)
        // On its side, every dp of height counts: the three rows of buttons beside the melds need 152.
        val spacing = if (landscape) 4.dp else 6.dp
        Column(Modifier.fillMaxSize().padding(horizontal = if (landscape) 6.dp else 4.dp, vertical = spacing), verticalArrangement = Arrangement.spacedBy(spacing)) {
            // Opponents, each with the pile at their right.
            Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceEvenly, verticalAlignment = Alignment.Top) {
                OkeyButton("⌂", intents::home, Modifier.testTag("home"))
                for (seat in 1 until frame.players) {
                    if (landscape) {
                        Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                            LiveOpponent(state, seat, targets)
                            if (seat != previous) LivePile(state, seat, small, targets, onTake = {})
                        }
                    } else {
                        // Upright, the seats share the width equally, so no card is squeezed.
                        Column(Modifier.weight(1f).padding(start = 4.dp), horizontalAlignment = Alignment.CenterHorizontally, verticalArrangement = Arrangement.spacedBy(4.dp)) {
                            LiveOpponent(state, seat, targets, Modifier.fillMaxWidth())
                            if (seat != previous) LivePile(state, seat, small, targets, onTake = {})
                        }
                    }
                }
            }
            // Centre: stock, indicator, okey; the table's melds beside (landscape) or below.
            Box(Modifier.weight(1f).fillMaxWidth()) {
                if (landscape) {
                    Row(horizontalArrangement = Arrangement.spacedBy(14.dp)) {
                        LiveCentre(state, small, targets, intents::draw)
                        LiveMelds(state, small * 0.85f, targets, Modifier.weight(1f))
                        Controls(state, intents, Modifier.width(controlsWidth).align(Alignment.Bottom))
                    }
                } else {
                    UprightMiddle(state) {
                        LiveCentre(state, min(48.dp, tileWidth), targets, intents::draw)
                        LiveMelds(state, small, targets, Modifier.fillMaxWidth())
                    }
                }
                // A refusal shows near where the gesture ended: here for the stock, the table and
                // (landscape, where they sit beside the melds) the buttons.
                if (landscape) {
                    LiveHintReason(state, Modifier.align(Alignment.BottomStart).padding(end = controlsWidth + 14.dp))
                }
                LiveMessage(state, { it in centreAnchors }) { anchor ->
                    Modifier.align(if (anchor == Anchor.CONTROLS) Alignment.BottomEnd else Alignment.BottomCenter)
                }
            }
            StatusLine(state, landscape)
            LiveMessage(state, { it in aboveRackAnchors }) { anchor -> Modifier.align(horizontalPlace(anchor)) }
            // The rack with the takeable pile at its left and the own discard spot at its right.
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                if (landscape) {
                    LivePile(state, previous, tileWidth, targets, intents::takeDiscard)
                }
                PlayerRack(state, tileWidth, targets, intents::toggleSelect, onDrop, lineLength)
                if (landscape) {
                    LiveSpot(state, tileWidth, targets)
                }
            }
            if (!landscape) {
                LiveMessage(state, { it !in centreAnchors && it !in aboveRackAnchors }) { anchor -> Modifier.align(horizontalPlace(anchor)) }
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    val pileWidth = min(40.dp, tileWidth)
                    LivePile(state, previous, pileWidth, targets, intents::takeDiscard)
                    Controls(state, intents, Modifier.weight(1f))
                    LiveSpot(state, pileWidth, targets)
                }
            }
        }
        FlightLayer(state, targets, small)
        CarryLayer(targets)
        PendingDialogs(state, intents)
        EndOfDeal(state, intents, maxWidth)
    }
}

/** The dialogs that wait for the player's yes or choice. */
@Composable
private fun PendingDialogs(state: State<TableUiState>, intents: TableIntents) {
    val pendingDiscard by state.slice { it.pendingDiscard }
    val pendingTakeBack by state.slice { it.pendingTakeBack }
    val pendingLayOff by state.slice { it.pendingLayOff }
    val okey by state.slice { it.snapshot.okey }
    pendingDiscard?.let { pending ->
        OverlayDialog(
            title = pending.points?.let { t(S.costlyDiscardTitle).replace("%n", it.toString()) } ?: t(S.costlyDiscardTitleNoPoints),
            body = "${Labels.tile(pending.tile, okey, org.okey.ui.strings.LocalLang.current)}: ${t(Labels.penalty(pending.reason))}.",
            confirm = t(S.discardAnyway),
            dismiss = t(S.cancel),
            onConfirm = intents::confirmDiscard,
            onDismiss = intents::cancelDiscard,
        )
    }
    pendingTakeBack?.let { penalty ->
        val body = t(S.takeBackBody).replace("%n", penalty.points.toString())
        OverlayDialog(t(S.takeBackTitle), body, t(S.confirm), t(S.cancel), intents::confirmTakeBack, intents::cancelTakeBack)
    }
    // Read only while the dialog is up: it needs the run the tile goes on.
    pendingLayOff?.let { LayOffSideDialog(it, state.value.snapshot, intents) }
}

/** The score sheet over the table, once the deal (or the game) is over: it reads the whole state. */
@Composable
private fun EndOfDeal(state: State<TableUiState>, intents: TableIntents, screenWidth: Dp) {
    val phase by state.slice { it.snapshot.phase.takeIf { phase -> phase == Phase.DEAL_OVER || phase == Phase.GAME_OVER } }
    when (phase) {
        Phase.DEAL_OVER -> DealOverScreen(state.value, intents, screenWidth)
        Phase.GAME_OVER -> GameOverScreen(state.value, intents)
        else -> Unit
    }
}

/** The engine's reason for its hint, on its side of the table: below the melds, beside the buttons. */
@Composable
private fun LiveHintReason(state: State<TableUiState>, modifier: Modifier = Modifier) {
    val reason by state.slice { it.hint?.reason }
    val shown = reason ?: return
    Box(modifier.background(Felt.tableDark, RoundedCornerShape(10.dp)).padding(horizontal = 10.dp, vertical = 4.dp)) {
        Label("${t(S.hintSays)}: $shown", Modifier.testTag("hint-reason"), size = 15.sp, color = Felt.accent)
    }
}

/** The takeable pile is at the rack's left, the own discard spot at its right. */
private fun horizontalPlace(anchor: Anchor): Alignment.Horizontal = when (anchor) {
    Anchor.PILE -> Alignment.Start
    Anchor.DISCARD -> Alignment.End
    else -> Alignment.CenterHorizontally
}

/** The message of the moment, if it shows where [shows] says, placed by [place]. */
@Composable
private fun LiveMessage(state: State<TableUiState>, shows: (Anchor) -> Boolean, place: (Anchor) -> Modifier) {
    val message by state.slice { it.message }
    message?.takeIf { shows(it.anchor) }?.let { MessageBubble(messageText(it.text), place(it.anchor)) }
}

@Composable
private fun MessageBubble(text: String, modifier: Modifier = Modifier) {
    Box(modifier.background(Felt.danger, RoundedCornerShape(10.dp)).padding(horizontal = 12.dp, vertical = 6.dp).testTag("message")) {
        Label(text, size = 15.sp, bold = true)
    }
}

/**
 * Upright, the middle of the table is tall: the stock, indicator and okey sit centred and larger
 * (in Düz, with no melds, in the middle of it), the melds below at rack size. Whether the table has
 * melds is read here, so that the first meld of a deal and a new deal do not recompose the frame.
 */
@Composable
private fun UprightMiddle(state: State<TableUiState>, content: @Composable ColumnScope.() -> Unit) {
    val tableEmpty by state.slice { it.snapshot.table.isEmpty() }
    Column(
        Modifier.fillMaxSize(),
        verticalArrangement = if (tableEmpty) Arrangement.Center else Arrangement.spacedBy(8.dp),
        horizontalAlignment = Alignment.CenterHorizontally,
        content = content,
    )
}

/** The player's rack, from its own slice of the state: a tap on it recomposes only the rack. */
@Composable
private fun PlayerRack(
    state: State<TableUiState>,
    tileWidth: Dp,
    targets: DropTargets,
    onTap: (Int) -> Unit,
    onDrop: (Int, DropTargets.Drop) -> Unit,
    lineLength: Int,
) {
    val rack by state.slice { RackSlice.of(it) }
    RackView(rack, tileWidth, targets, onTap, onDrop, lineLength = lineLength, gap = 1.dp)
}

/** Whose turn it is, and the live counter. */
@Composable
private fun StatusLine(table: State<TableUiState>, landscape: Boolean) {
    val state by table.slice { StatusSlice.of(it) }
    val status = when {
        state.phase == Phase.DEAL_OVER || state.phase == Phase.GAME_OVER -> t(S.dealOver)
        state.yourTurn && state.phase == Phase.DRAW -> t(S.yourTurnDraw)
        state.yourTurn -> t(S.yourTurnPlay)
        else -> "${t(S.waiting)} ${seatName(state.turn, state.seats)}…"
    }
    val lastMove = lastMoveText(state)
    // The engine's reason names the move and the tiles, in the game's language (the app's).
    val hint = state.hintReason?.let { "${t(S.hintSays)}: $it" }
    val where = "${t(S.deal)} ${state.deal + 1} · ${t(S.stock)} ${state.stockSize}"
    if (landscape) {
        Row(Modifier.fillMaxWidth().padding(horizontal = 4.dp), horizontalArrangement = Arrangement.SpaceBetween, verticalAlignment = Alignment.CenterVertically) {
            Label(status, size = 16.sp, bold = state.yourTurn, color = if (state.yourTurn) Felt.accent else Felt.text)
            Label(where, size = 14.sp, color = Felt.muted)
            // One line: the hint's reason shows in the centre (HintReason), so that a long one
            // never pushes the rack down and squeezes the buttons.
            lastMove?.let {
                Label(it, Modifier.weight(1f, fill = false).padding(horizontal = 8.dp).testTag("last-move"), size = 15.sp, color = Felt.muted, maxLines = 1)
            }
            CounterLabel(table)
        }
    } else {
        Column(Modifier.fillMaxWidth().padding(horizontal = 4.dp)) {
            // The counter keeps its width; the status wraps beside it rather than running into it.
            Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween) {
                Label(
                    status,
                    Modifier.weight(1f).padding(end = 12.dp),
                    size = 16.sp,
                    bold = state.yourTurn,
                    color = if (state.yourTurn) Felt.accent else Felt.text,
                )
                CounterLabel(table)
            }
            Label(listOfNotNull(where, lastMove).joinToString(" · "), size = 14.sp, color = Felt.muted)
            hint?.let { Label(it, Modifier.testTag("hint-reason"), size = 15.sp, color = Felt.accent) }
        }
    }
}

/** The live counter, from its own slice: a selection that changes it recomposes only this label. */
@Composable
private fun CounterLabel(table: State<TableUiState>) {
    val counter by table.slice { it.counter }
    Label(counterText(counter), Modifier.testTag("counter"), size = 16.sp, bold = true)
}

@Composable
fun counterText(counter: Counter): String = when (counter) {
    is Counter.Opening -> "${t(S.opening)} ${counter.value} / ${counter.needed}"
    is Counter.Pairs -> "${t(S.pairsCounter)} ${counter.pairs} / ${counter.needed}"
    is Counter.Opened -> if (counter.pairs) t(S.openedWithPairs) else t(S.opened)
    is Counter.Duz -> buildString {
        append("${t(S.duzInMelds)} ${counter.inSetsAndRuns} · ${counter.pairs} ${t(S.duzPairs)}")
        if (counter.winningDiscards.isNotEmpty()) append(" · ${t(S.duzDiscardWins)}")
    }
    Counter.None -> ""
}

/** The buttons beside the rack; those the engine does not allow now are disabled, not hidden. */
@Composable
private fun Controls(table: State<TableUiState>, intents: TableIntents, modifier: Modifier = Modifier) {
    val state by table.slice { ControlsSlice.of(it) }
    val allowed = state.allowed
    val duz = state.duz
    val rack = state.hasRack
    val buttons = buildList {
        add(Control("arrange-runs", t(S.runsAndSets), rack) { intents.arrange(RackArrangement.RUNS_AND_SETS) })
        add(Control("arrange-pairs", t(S.pairs), rack) { intents.arrange(RackArrangement.PAIRS) })
        if (!duz) {
            add(Control("lay", t(S.lay), state.canLay, intents::laySelected))
            add(Control("take-back", t(S.takeBack), ActionKind.TAKE_BACK in allowed, intents::takeBack))
        }
        add(Control("hint", t(S.hint), state.yourTurn && allowed.isNotEmpty(), intents::hint))
        add(Control("return", t(S.returnTaken), ActionKind.RETURN_TAKEN in allowed, intents::returnTaken))
        if (duz) {
            add(Control("finish", t(S.finish), ActionKind.FINISH in allowed, intents::finish))
            add(Control("show-indicator", t(S.showIndicator), ActionKind.SHOW_INDICATOR in allowed, intents::showIndicator))
        }
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

/** The last thing that happened at the table, in words ("Mehmet discarded red 7"). */
/** The engine's messages come in the game's language already; the app's own one is worded here. */
@Composable
private fun messageText(text: String): String =
    if (text == TableStateHolder.FINISH_NEEDS_ONE) t(S.finishNeedsOne) else text

@Composable
private fun lastMoveText(state: StatusSlice): String? {
    val lang = org.okey.ui.strings.LocalLang.current
    val okey = state.okey
    val event = state.lastEvent ?: return null
    fun who(seat: Int) = seatLabel(seat, state.seats, lang)
    fun tile(t: org.okey.ui.engine.TileUi) = Labels.tile(t, okey, lang)
    fun isYou(seat: Int) = state.seats.getOrNull(seat)?.bot == null
    // A bot's move reads "Ayşe drew"; the player's own has its own sentence ("You drew", "Çektin").
    fun fill(other: org.okey.ui.strings.Text, yours: org.okey.ui.strings.Text, seat: Int, t: String = "", n: Int = 0) =
        (if (isYou(seat)) yours else other)[lang].replace("%s", who(seat)).replace("%t", t).replace("%n", n.toString())
    return when (event) {
        is org.okey.ui.engine.GameEvent.Drew -> fill(S.evDrew, S.evYouDrew, event.seat)
        is org.okey.ui.engine.GameEvent.TookDiscard -> fill(S.evTook, S.evYouTook, event.seat, tile(event.tile))
        is org.okey.ui.engine.GameEvent.Laid -> fill(S.evLaid, S.evYouLaid, event.seat, n = event.tiles.size)
        is org.okey.ui.engine.GameEvent.LaidOff -> fill(S.evLaidOff, S.evYouLaidOff, event.seat, tile(event.tile))
        is org.okey.ui.engine.GameEvent.Discarded -> fill(S.evDiscarded, S.evYouDiscarded, event.seat, tile(event.tile))
        is org.okey.ui.engine.GameEvent.Opened -> fill(S.evOpened, S.evYouOpened, event.seat)
        is org.okey.ui.engine.GameEvent.Penalized -> fill(S.evPenalty, S.evYouPenalty, event.seat, n = event.points)
        else -> null
    }
}
