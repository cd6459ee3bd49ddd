package org.okey.ui.review

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import androidx.compose.ui.unit.sp
import org.okey.ui.components.Label
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.ReviewItemUi
import org.okey.ui.engine.SeatPlayer
import org.okey.ui.engine.TableSnapshot
import org.okey.ui.engine.seatBefore
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.table.CentrePanel
import org.okey.ui.table.CentreSlice
import org.okey.ui.table.DiscardPile
import org.okey.ui.table.DropTargets
import org.okey.ui.table.HintUi
import org.okey.ui.table.OpponentCard
import org.okey.ui.table.OpponentSlice
import org.okey.ui.table.PileSlice
import org.okey.ui.table.RACK_ROW
import org.okey.ui.table.RackSlots
import org.okey.ui.table.PORTRAIT_LINE
import org.okey.ui.table.RackView
import org.okey.ui.table.FittedMelds
import org.okey.ui.table.RackSlice
import org.okey.ui.table.TableUiState
import org.okey.ui.theme.Felt

/** The outline of the better move's tiles: the rack's "lifted" blue, apart from the made move's gold. */
private val betterColour = Color(0xFF2E86DE)

/**
 * A reviewed turn's position, drawn read-only with the table's own parts: the opponents with their
 * piles, the stock, indicator and okey, the table's melds, and the player's rack as the engine's
 * view of the player gave it (nothing hidden shows). Above it, the move made and the better one in
 * the engine's words; on the rack their tiles are outlined in the same colours (the made move's
 * gold, the better move's blue), and so is the pile at the rack's left when a move takes its top
 * tile. A tile drawn during the turn was not on the rack yet: only the words name it.
 */
@Composable
fun ReviewPosition(item: ReviewItemUi, snapshot: TableSnapshot?, error: String?, seats: List<SeatPlayer>) {
    BoxWithConstraints(Modifier.fillMaxSize().testTag("review-position")) {
        val landscape = maxWidth > maxHeight
        Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            // Upright, the words go on top; lying, beside the rack, where the width is left over.
            if (!landscape || snapshot == null) Moves(item)
            when {
                snapshot != null -> Position(item, snapshot, seats, landscape)
                error != null -> Label(error, Modifier.padding(12.dp).testTag("review-position-error"), size = 16.sp)
                else -> Label(t(S.reviewLoadingPosition), Modifier.padding(12.dp), size = 16.sp, color = Felt.muted)
            }
        }
    }
}

/** Where, what it cost, and the two moves in words, each with its outline colour as a swatch. */
@Composable
private fun Moves(item: ReviewItemUi, modifier: Modifier = Modifier) {
    Column(modifier, verticalArrangement = Arrangement.spacedBy(2.dp)) {
        Row(horizontalArrangement = Arrangement.spacedBy(12.dp)) {
            Label(whereText(item), size = 15.sp, bold = true)
            if (item.points > 0) Label(costText(item), size = 15.sp, bold = true, color = Felt.accent)
        }
        Label(t(S.reviewPosition), size = 13.sp, color = Felt.muted)
        MoveLine(t(S.reviewPlayed), item.madeWords, Felt.accent, "review-made")
        MoveLine(t(S.reviewBetter), item.betterWords.ifEmpty { t(S.reviewNoBetter) }, betterColour, "review-better")
    }
}

@Composable
private fun MoveLine(title: String, words: String, colour: Color, tag: String) {
    Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        Box(Modifier.size(12.dp).border(2.dp, colour, RoundedCornerShape(3.dp)))
        Label("$title: $words", Modifier.testTag(tag), size = 14.sp)
    }
}

@Composable
private fun Position(item: ReviewItemUi, snapshot: TableSnapshot, seats: List<SeatPlayer>, landscape: Boolean) {
    // The table's parts want drop targets; nothing is dropped here, so they go nowhere.
    val targets = remember { DropTargets() }
    val rack = remember(snapshot, item) { readOnlyRack(snapshot, seats, item) }
    BoxWithConstraints(Modifier.fillMaxSize()) {
        val pile = 58.dp
        // Upright, as wide as the row allows; lying, the rack shares its row with the words.
        // Upright, the rack wraps as the live table's does (rows over two lines of
        // [PORTRAIT_LINE]) and has the width to itself, its pile above it: tiles as large as there.
        val lineLength = if (landscape) RACK_ROW else PORTRAIT_LINE
        val tileWidth = if (landscape) {
            val perSlot = (maxWidth * 0.62f - pile - 32.dp) / RACK_ROW
            min(min(44.dp, perSlot - 2.dp), maxHeight * 0.36f / 2.9f)
        } else {
            val byWidth = (maxWidth - 20.dp - 1.dp * (PORTRAIT_LINE - 1)) / PORTRAIT_LINE
            val byHeight = (maxHeight * 0.36f - 48.dp) / (1.4f * 4)
            min(48.dp, min(byWidth, byHeight))
        }
        val small = min(32.dp, tileWidth * (if (landscape) 0.8f else 1.1f))
        val previous = seatBefore(snapshot.seat, snapshot.players)
        Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(6.dp)) {
            Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceEvenly, verticalAlignment = Alignment.Top) {
                for (seat in 1 until snapshot.players) {
                    Column(
                        Modifier.weight(1f).padding(horizontal = 2.dp),
                        horizontalAlignment = Alignment.CenterHorizontally,
                        verticalArrangement = Arrangement.spacedBy(4.dp),
                    ) {
                        OpponentCard(OpponentSlice.of(snapshot, seats, seat), targets, Modifier.fillMaxWidth())
                        if (seat != previous && !landscape) DiscardPile(PileSlice.of(snapshot, seat, takeable = false), small, targets, onTake = {})
                    }
                    if (seat != previous && landscape) DiscardPile(PileSlice.of(snapshot, seat, takeable = false), small, targets, onTake = {})
                }
            }
            Box(Modifier.weight(1f).fillMaxWidth()) {
                if (landscape) {
                    Row(horizontalArrangement = Arrangement.spacedBy(14.dp)) {
                        CentrePanel(CentreSlice.of(snapshot, canDraw = false), small, targets, onDraw = {})
                        FittedMelds(snapshot.table, snapshot.okey, seats, small * 0.85f, targets, Modifier.weight(1f))
                    }
                } else {
                    Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(8.dp), horizontalAlignment = Alignment.CenterHorizontally) {
                        CentrePanel(CentreSlice.of(snapshot, canDraw = false), min(44.dp, small * 1.4f), targets, onDraw = {})
                        // Upright, the rack leaves the melds little height: smaller tiles than at the table rather than a cut-off row.
                        FittedMelds(snapshot.table, snapshot.okey, seats, small * 0.85f, targets, Modifier.fillMaxWidth(), smallest = 20.dp)
                    }
                }
            }
            // The rack, with the pile the turn could take from at its left, as at the table.
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                RackWithPile(
                    landscape,
                    Modifier.background(Felt.tableDark, RoundedCornerShape(8.dp)).padding(4.dp),
                ) {
                    // Outlined in the colour of the move that takes its top tile, if one does.
                    val takenBy = when {
                        item.madeTakes -> Felt.accent
                        item.betterTakes -> betterColour
                        else -> Color.Transparent
                    }
                    Box(Modifier.border(3.dp, takenBy, RoundedCornerShape(10.dp)).padding(3.dp)) {
                        DiscardPile(PileSlice.of(snapshot, previous, takeable = false), min(tileWidth, small * 1.2f), targets, onTake = {})
                    }
                    RackView(RackSlice.of(rack), tileWidth, targets, onTap = {}, onDrop = { _, _ -> }, lineLength = lineLength, gap = 1.dp)
                }
                if (landscape) Moves(item, Modifier.weight(1f))
            }
        }
    }
}

/**
 * The rack as the table draws it, in colour and number order: the made move's tiles outlined as a
 * hint's are, the better move's lifted.
 */
private fun readOnlyRack(snapshot: TableSnapshot, seats: List<SeatPlayer>, item: ReviewItemUi): TableUiState {
    val ordered = snapshot.rack.sortedWith(compareBy({ it.falseJoker }, { it.color?.ordinal ?: -1 }, { it.number }))
    val onRack = snapshot.rack.map { it.id }.toSet()
    return TableUiState(
        snapshot = snapshot,
        seats = seats,
        slots = RackSlots.reconcile(emptyList(), ordered),
        selected = item.betterTiles intersect (onRack - item.madeTiles),
        hint = HintUi(PlayerAction.Draw, item.madeTiles intersect onRack, ""),
    )
}

/** The pile and the rack: side by side lying, the pile above the rack upright (the rack's width). */
@Composable
private fun RackWithPile(landscape: Boolean, modifier: Modifier, content: @Composable () -> Unit) {
    if (landscape) {
        Row(modifier, verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) { content() }
    } else {
        Column(modifier, verticalArrangement = Arrangement.spacedBy(6.dp)) { content() }
    }
}
