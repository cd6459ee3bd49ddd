package org.okey.ui.table

import androidx.compose.runtime.Composable
import androidx.compose.runtime.State
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Dp

/*
 * The live table's parts, each drawn from its own slice of the table's state (see [slice]): a
 * move recomposes the parts it changed (the seat that is now to move, the pile that grew, the
 * stock's count), and the others skip.
 */

/** An opponent's card at the live table. */
@Composable
internal fun LiveOpponent(state: State<TableUiState>, seat: Int, targets: DropTargets, modifier: Modifier = Modifier) {
    val card by state.slice(seat) { OpponentSlice.of(it.snapshot, it.seats, seat) }
    OpponentCard(card, targets, modifier)
}

/** A seat's discard pile at the live table; the previous seat's is taken from with [onTake]. */
@Composable
internal fun LivePile(state: State<TableUiState>, seat: Int, tileWidth: Dp, targets: DropTargets, onTake: () -> Unit) {
    val pile by state.slice(seat) { PileSlice.live(it.snapshot, seat) }
    DiscardPile(pile, tileWidth, targets, onTake)
}

/** The stock, the indicator and the okey at the live table. */
@Composable
internal fun LiveCentre(state: State<TableUiState>, tileWidth: Dp, targets: DropTargets, onDraw: () -> Unit) {
    val centre by state.slice { CentreSlice.of(it.snapshot) }
    CentrePanel(centre, tileWidth, targets, onDraw)
}

/** The table's melds at the live table, as large as [tileWidth] while they all fit. */
@Composable
internal fun LiveMelds(state: State<TableUiState>, tileWidth: Dp, targets: DropTargets, modifier: Modifier = Modifier) {
    val melds by state.slice { MeldsSlice.of(it) }
    FittedMelds(melds.table, melds.okey, melds.seats, tileWidth, targets, modifier)
}

/** The player's own discard spot at the live table. */
@Composable
internal fun LiveSpot(state: State<TableUiState>, tileWidth: Dp, targets: DropTargets) {
    val spot by state.slice { SpotSlice.of(it.snapshot) }
    DiscardSpot(spot, tileWidth, targets)
}
