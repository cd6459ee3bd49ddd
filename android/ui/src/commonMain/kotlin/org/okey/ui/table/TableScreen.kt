package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.max
import androidx.compose.ui.unit.min
import kotlinx.coroutines.flow.StateFlow
import org.okey.appcore.Corner
import org.okey.appcore.Dragged
import org.okey.appcore.DropSpot
import org.okey.appcore.Intent
import org.okey.appcore.SeatPlace
import org.okey.ui.components.HomeGlyph
import org.okey.ui.components.IconButton
import org.okey.ui.components.TileGridGlyph
import org.okey.ui.shell.FlightBatch
import org.okey.ui.shell.ViewParts
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * The game, as around a real table: the player at the bottom with the rack, the seat to the right,
 * the one across and the one to the left where the core places them (play goes right, across,
 * left), each discard pile at its seat's right-hand corner (the left seat's, the one the player
 * may take, at the rack's left; the player's own at its right), the stock, indicator and okey in
 * the middle with the melds, and a score strip. Each part collects its own part of the view model,
 * so a change recomposes only the parts it changed. Every gesture is sent to the core with [send].
 */
@Composable
fun TableScreen(parts: ViewParts, flights: StateFlow<FlightBatch?>, send: (Intent) -> Unit) {
    val targets = remember { DropTargets() }
    val frame by parts.tableFrame.collectAsState()
    val you = frame?.you ?: return
    // Which sheet is open over the table: a pile's (by seat) or the tiles out of play. The core
    // has no intent for them, as they change nothing in the game.
    var openPile by remember { mutableStateOf<Int?>(null) }
    var goneOpen by remember { mutableStateOf(false) }
    BoxWithConstraints(Modifier.fillMaxSize().background(Felt.table).background(Felt.feltBrush).testTag("table")) {
        val landscape = maxWidth > maxHeight
        val sizes = if (landscape) landscapeSizes(maxWidth, maxHeight) else uprightSizes(maxWidth, maxHeight)
        val table = TableActions(
            send = send,
            targets = targets,
            openPile = { openPile = it },
            openGone = { goneOpen = true },
        )
        if (landscape) LandscapeTable(parts, sizes, table) else UprightTable(parts, sizes, table)
        FlightLayer(flights, parts.rack, you, targets, sizes.small)
        CarryLayer(targets)
        // The core's message floats near where the gesture ended, over the table: it moves nothing.
        MessageLayer(parts, send, targets)
        openPile?.let { seat -> PileSheetOf(parts, seat) { openPile = null } }
        if (goneOpen) GoneSheetOf(parts) { goneOpen = false }
        Question(parts, send)
        ScoreSheet(parts, send)
    }
}

/** The sizes a table is drawn at: the rack's tiles, the other tiles on the table, the controls' column. */
class TableSizes(val tile: Dp, val small: Dp, val controls: Dp, val side: Dp)

/** Held sideways: the rack between the takeable pile and the discard spot takes the width it needs. */
private fun landscapeSizes(width: Dp, height: Dp): TableSizes {
    // The rack, a pile and the spot across the width; two rows and their labels in what the
    // height leaves after the table's upper part (about 250 dp: seats, centre, controls).
    // Both widths grow in step with the tile: a fixed part and so many tiles' widths.
    val pilePerTile = (pileWidth(1.dp) - pileWidth(0.dp)).value
    val byWidth = (width - 12.dp - 16.dp - pileWidth(0.dp) * 2 - rackWidth(0.dp)) / (RACK_ROW + 2 * pilePerTile)
    val byHeight = (height - 250.dp - rackHeight(0.dp)) / 2.8f
    val tile = min(64.dp, min(byWidth, byHeight))
    // The table's tiles are never larger than the player's own.
    val small = min((height * 0.085f).coerceIn(26.dp, 56.dp), tile)
    // A side column holds the home (or gone) button and a corner pile in a row, and a seat's card.
    val side = max(if (width >= 1100.dp) 170.dp else 118.dp, 48.dp + 6.dp + pileWidth(small * CORNER_PILE))
    return TableSizes(tile, small, controls = if (width >= 1100.dp) 280.dp else 200.dp, side = side)
}

/**
 * Held upright: the rack's two rows of 15 across the whole width, its tiles as wide as that allows;
 * the table's tiles no larger than the rack's.
 */
private fun uprightSizes(width: Dp, height: Dp): TableSizes {
    val tile = min(64.dp, (width - 8.dp - rackWidth(0.dp)) / RACK_ROW)
    val small = min((width * 0.085f).coerceIn(26.dp, 56.dp), tile)
    return TableSizes(tile, small, controls = width, side = max(96.dp, (width - small * 4) / 2 - 16.dp))
}

/** The top corners' piles, beside a button held sideways, are this much smaller than the centre's tiles. */
private const val CORNER_PILE = 0.8f

/**
 * What the table's parts do with a gesture: each one an intent. A drop says what the finger
 * carried and where it was let go, and the core decides what that means.
 */
class TableActions(val send: (Intent) -> Unit, val targets: DropTargets, val openPile: (Int) -> Unit, val openGone: () -> Unit) {
    val draw = { send(Intent.Draw) }
    val take = { send(Intent.TakeDiscard) }
    val toggle = { id: Int -> send(Intent.ToggleTile(id.toUByte())) }
    val tapDiscardSpot = { send(Intent.TapDiscardSpot) }
    val drop: (Dragged, DropSpot) -> Unit = { dragged, spot -> send(Intent.Drop(dragged, spot)) }
}

/**
 * Sideways: across the top the home button and the across seat's pile, the across seat, the
 * right seat's pile and the tiles gone; the left seat down the left side, the right seat down the
 * right, the centre and the melds between them, the score strip and the controls at the right; the
 * status; then the takeable pile, the rack and the discard spot.
 */
@Composable
private fun LandscapeTable(parts: ViewParts, sizes: TableSizes, table: TableActions) {
    Column(Modifier.fillMaxSize().padding(6.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
        Row(Modifier.weight(1f).fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Column(Modifier.width(sizes.side).fillMaxHeight(), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                Row(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    HomeButton(table.send)
                    PileAt(parts, Corner.TOP_LEFT, sizes.small * CORNER_PILE, table)
                }
                Box(Modifier.weight(1f).fillMaxWidth(), contentAlignment = Alignment.CenterStart) { SeatAt(parts, SeatPlace.LEFT, table.targets, Modifier.fillMaxWidth()) }
            }
            Box(Modifier.weight(1f).fillMaxHeight()) {
                val melds by parts.melds.collectAsState()
                Column(Modifier.fillMaxSize(), verticalArrangement = Arrangement.spacedBy(6.dp), horizontalAlignment = Alignment.CenterHorizontally) {
                    // The seat across and the centre side by side at the top; below, the melds across
                    // the width, or with none (Düz Okey, before anyone lays) the last moves; then the
                    // hint, in the flow, so that it never covers the stock or a meld it names.
                    Row(horizontalArrangement = Arrangement.spacedBy(16.dp), verticalAlignment = Alignment.Top) {
                        SeatAt(parts, SeatPlace.ACROSS, table.targets, compact = true)
                        Centre(parts, min(sizes.small * (if (melds.isEmpty()) 1.1f else 0.85f), sizes.tile), table)
                    }
                    Box(Modifier.weight(1f).fillMaxWidth(), contentAlignment = Alignment.Center) {
                        if (melds.isNotEmpty()) {
                            Melds(parts, sizes.small * 0.9f, table.targets, Modifier.fillMaxSize())
                        } else {
                            RecentMoves(parts, lines = 4)
                        }
                    }
                    // Shorter beside melds (a long guide's step scrolls), so that they keep most of the felt.
                    HintLine(parts, Modifier.fillMaxWidth(), maxHeight = if (melds.isEmpty()) 100.dp else 64.dp)
                }
            }
            Column(Modifier.width(sizes.side).fillMaxHeight(), verticalArrangement = Arrangement.spacedBy(6.dp), horizontalAlignment = Alignment.End) {
                Row(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    GoneButton(table.openGone)
                    PileAt(parts, Corner.TOP_RIGHT, sizes.small * CORNER_PILE, table)
                }
                Box(Modifier.weight(1f).fillMaxWidth(), contentAlignment = Alignment.CenterEnd) { SeatAt(parts, SeatPlace.RIGHT, table.targets, Modifier.fillMaxWidth()) }
            }
            Column(Modifier.width(sizes.controls).fillMaxHeight(), verticalArrangement = Arrangement.spacedBy(6.dp)) {
                Strip(parts, Modifier.fillMaxWidth())
                Box(Modifier.weight(1f))
                Controls(parts, table.send, Modifier.onGloballyPositioned { table.targets.controls = it.boundsInRoot() })
            }
        }
        StatusLine(parts, landscape = true, table.targets)
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween, verticalAlignment = Alignment.CenterVertically) {
            PileAt(parts, Corner.BOTTOM_LEFT, sizes.tile, table)
            PlayerRack(parts, sizes.tile, table)
            Spot(parts, sizes.tile, table)
        }
    }
}

/**
 * Upright: the home button, the score strip and the tiles gone; the across seat between the two
 * top piles; the left seat, the centre and the right seat; the melds; the status and the hint;
 * the takeable pile and the discard spot with the player's seat between them; the rack across the
 * width; the controls.
 */
@Composable
private fun UprightTable(parts: ViewParts, sizes: TableSizes, table: TableActions) {
    val melds by parts.melds.collectAsState()
    Column(Modifier.fillMaxSize().padding(horizontal = 4.dp, vertical = 6.dp), verticalArrangement = Arrangement.spacedBy(6.dp)) {
        Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            HomeButton(table.send)
            Strip(parts, Modifier.weight(1f))
            GoneButton(table.openGone)
        }
        Box(Modifier.fillMaxWidth()) {
            PileAt(parts, Corner.TOP_LEFT, sizes.small, table, Modifier.align(Alignment.TopStart))
            SeatAt(parts, SeatPlace.ACROSS, table.targets, Modifier.align(Alignment.TopCenter))
            PileAt(parts, Corner.TOP_RIGHT, sizes.small, table, Modifier.align(Alignment.TopEnd))
        }
        // With no melds (Düz Okey, or before anyone lays), the side seats and the centre stand in
        // the middle of the felt, the centre's tiles larger, and the last moves below them.
        Box(Modifier.weight(1f).fillMaxWidth()) {
            Column(
                Modifier.fillMaxSize(),
                verticalArrangement = if (melds.isEmpty()) Arrangement.SpaceEvenly else Arrangement.spacedBy(8.dp),
                horizontalAlignment = Alignment.CenterHorizontally,
            ) {
                Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.SpaceBetween, verticalAlignment = Alignment.CenterVertically) {
                    SeatAt(parts, SeatPlace.LEFT, table.targets, Modifier.width(sizes.side))
                    Centre(parts, if (melds.isEmpty()) min(sizes.small * 1.3f, sizes.tile) else sizes.small, table)
                    SeatAt(parts, SeatPlace.RIGHT, table.targets, Modifier.width(sizes.side))
                }
                if (melds.isNotEmpty()) {
                    Melds(parts, sizes.small, table.targets, Modifier.weight(1f).fillMaxWidth())
                    // Below the melds, the moves before the last: the felt the melds leave is not bare.
                    RecentMoves(parts, lines = 2, Modifier.fillMaxWidth(0.9f))
                } else {
                    RecentMoves(parts, lines = 6, Modifier.fillMaxWidth(0.9f))
                }
                // The hint and the guide's step at the foot of the felt: what they take, they take
                // from the melds (which then fit smaller, or scroll), never from the rack or controls.
                HintLine(parts, Modifier.fillMaxWidth())
            }
        }
        StatusLine(parts, landscape = false, table.targets)
        // The takeable pile and the discard spot just above the rack, the player's seat between them.
        Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            PileAt(parts, Corner.BOTTOM_LEFT, sizes.small, table)
            OwnSeatAndLastMove(parts, table.targets, Modifier.weight(1f))
            Spot(parts, sizes.small, table)
        }
        PlayerRack(parts, sizes.tile, table, Modifier.align(Alignment.CenterHorizontally))
        Controls(parts, table.send, Modifier.fillMaxWidth().onGloballyPositioned { table.targets.controls = it.boundsInRoot() }, perRow = 3)
    }
}

@Composable
private fun HomeButton(send: (Intent) -> Unit) {
    IconButton(HomeGlyph, t(S.home), { send(Intent.Show(org.okey.appcore.Screen.HOME)) }, Modifier.testTag("home"))
}

@Composable
private fun GoneButton(open: () -> Unit) {
    IconButton(TileGridGlyph, t(S.gone), open, Modifier.testTag("gone-button"))
}

@Composable
private fun SeatAt(parts: ViewParts, place: SeatPlace, targets: DropTargets, modifier: Modifier = Modifier, compact: Boolean = false) {
    val seats by parts.seats.collectAsState()
    seats.firstOrNull { it.place == place }?.let { SeatCard(it, targets, modifier, compact) }
}

/** The pile at [corner]; the player's own (bottom right) is the discard spot, drawn by [Spot]. */
@Composable
private fun PileAt(parts: ViewParts, corner: Corner, tileWidth: Dp, table: TableActions, modifier: Modifier = Modifier) {
    val piles by parts.piles.collectAsState()
    piles.firstOrNull { it.corner == corner }?.let { pile ->
        DiscardPile(pile, tileWidth, table.targets, table.take, { table.drop(Dragged.TakeablePile, it) }, { table.openPile(pile.seat.toInt()) }, modifier)
    }
}

@Composable
private fun Spot(parts: ViewParts, tileWidth: Dp, table: TableActions) {
    val piles by parts.piles.collectAsState()
    val controls by parts.controls.collectAsState()
    val own = piles.firstOrNull { it.corner == Corner.BOTTOM_RIGHT }
    // A tap is the core's (it discards the one selected tile); a long press lists the player's discards.
    DiscardSpot(own, controls?.discard == true, tileWidth, table.targets, table.tapDiscardSpot, { own?.let { table.openPile(it.seat.toInt()) } })
}

@Composable
private fun Strip(parts: ViewParts, modifier: Modifier = Modifier) {
    val seats by parts.seats.collectAsState()
    val centre by parts.centre.collectAsState()
    ScoreStrip(seats, centre, modifier)
}

@Composable
private fun Centre(parts: ViewParts, tileWidth: Dp, table: TableActions) {
    val centre by parts.centre.collectAsState()
    val controls by parts.controls.collectAsState()
    centre?.let { CentrePanel(it, controls?.draw == true, tileWidth, table.targets, table.draw, { spot -> table.drop(Dragged.Stock, spot) }) }
}

@Composable
private fun Melds(parts: ViewParts, tileWidth: Dp, targets: DropTargets, modifier: Modifier = Modifier) {
    val melds by parts.melds.collectAsState()
    val seats by parts.seats.collectAsState()
    val owners = remember(seats) { List(seats.maxOfOrNull { it.seat.toInt() + 1 } ?: 0) { seat -> seats.firstOrNull { it.seat.toInt() == seat }?.name.orEmpty() } }
    FittedMelds(melds, owners, tileWidth, targets, modifier)
}

@Composable
private fun PlayerRack(parts: ViewParts, tileWidth: Dp, table: TableActions, modifier: Modifier = Modifier) {
    val rack by parts.rack.collectAsState()
    val handover by parts.handover.collectAsState()
    Box(modifier) {
        rack?.let { RackView(it, tileWidth, table.targets, table.toggle, { id, spot -> table.drop(Dragged.RackTile(id.toUByte()), spot) }) }
        // Between two people's turns the rack (empty: the core sends none of it) is covered.
        handover?.let { HandoverCover(it, table.send, Modifier.matchParentSize()) }
    }
}

@Composable
private fun PileSheetOf(parts: ViewParts, seat: Int, onClose: () -> Unit) {
    val piles by parts.piles.collectAsState()
    val seats by parts.seats.collectAsState()
    val pile = piles.firstOrNull { it.seat.toInt() == seat } ?: return
    PileSheet(pile, seats.firstOrNull { it.seat.toInt() == seat }?.name.orEmpty(), onClose)
}

@Composable
private fun GoneSheetOf(parts: ViewParts, onClose: () -> Unit) {
    val gone by parts.gone.collectAsState()
    gone?.let { GoneSheet(it, onClose) }
}
