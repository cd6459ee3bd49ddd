package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.animation.core.tween
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.derivedStateOf
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.ui.components.Label
import org.okey.ui.components.TileBack
import org.okey.ui.components.TileView
import org.okey.ui.engine.Face
import org.okey.ui.engine.MeldUi
import org.okey.ui.engine.OpenedKind
import org.okey.ui.engine.OtherSeatUi
import org.okey.ui.engine.SeatPlayer
import org.okey.ui.engine.TileUi
import org.okey.ui.strings.Labels
import org.okey.ui.strings.Lang
import org.okey.ui.strings.LocalLang
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/** Friendly names for the bots' seats; the player is "You". */
val botNames = listOf("Ayşe", "Mehmet", "Zeynep")

@Composable
fun seatName(seat: Int, seats: List<SeatPlayer>): String = seatLabel(seat, seats, LocalLang.current)

fun seatLabel(seat: Int, seats: List<SeatPlayer>, lang: Lang): String {
    val player = seats.getOrNull(seat)
    return if (player?.bot == null) S.you[lang] else botNames.getOrElse(seat - 1) { "Bot $seat" }
}

/** An opponent: name, level, tiles in hand, opened or not, score; the seat to move is lit. */
@Composable
fun OpponentCard(card: OpponentSlice, targets: DropTargets, modifier: Modifier = Modifier) {
    val seat = card.seat
    val other = card.other
    val toMove = card.toMove
    val level = card.seats.getOrNull(seat)?.bot?.let { t(Labels.level(it)) }.orEmpty()
    val opened = openedText(other, LocalLang.current)
    Column(
        modifier
            .background(if (toMove) Felt.panel else Felt.tableDark, RoundedCornerShape(10.dp))
            .border(if (toMove) 3.dp else 1.dp, if (toMove) Felt.accent else Felt.muted.copy(alpha = 0.4f), RoundedCornerShape(10.dp))
            .padding(horizontal = 10.dp, vertical = 4.dp)
            .onGloballyPositioned { targets.seats[seat] = it.boundsInRoot() }
            .testTag("seat-$seat"),
    ) {
        Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            if (toMove) Label("▶", color = Felt.accent, size = 14.sp)
            Label(seatName(seat, card.seats), size = 16.sp, bold = true)
        }
        Label("$level · ${other?.rackSize ?: 0} ${t(S.tiles)}", size = 13.sp, color = Felt.muted)
        // Düz Okey has no opening: only the points left to lose.
        // The deal so far: its penalties, when there are any, beside the game's total.
        val penalty = card.penalty.takeIf { it != 0 }?.let { " · ${t(S.penalties)} $it" }.orEmpty()
        val score = "${t(S.total)} ${card.total}$penalty"
        Label(if (card.duz) score else "$opened · $score", size = 13.sp, color = if (other?.opened != null) Felt.accent else Felt.muted)
    }
}

/** How an opponent opened, "opened 108" or "opened with pairs (5)"; without the figure when it is unknown (0). */
internal fun openedText(other: OtherSeatUi?, lang: Lang): String = when (other?.opened) {
    null -> S.notOpened[lang]
    OpenedKind.SETS_AND_RUNS ->
        if (other.openedValue > 0) S.openedWithValue[lang].replace("%d", other.openedValue.toString()) else S.openedWithSets[lang]
    OpenedKind.PAIRS ->
        if (other.openedPairs > 0) S.openedWithPairsCount[lang].replace("%d", other.openedPairs.toString()) else S.openedWithPairs[lang]
}

/** A seat's discard pile: the top tile, marked when the player may take it. */
@Composable
fun DiscardPile(
    pile: PileSlice,
    tileWidth: Dp,
    targets: DropTargets,
    onTake: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val seat = pile.seat
    val top = pile.top
    val takeable = pile.takeable
    val drag = remember { FingerDrag() }
    Box(
        modifier
            .size(tileWidth + 12.dp, tileWidth * 1.4f + 12.dp)
            .border(2.dp, if (takeable) Felt.accent else Felt.muted.copy(alpha = 0.5f), RoundedCornerShape(8.dp))
            .onGloballyPositioned { targets.piles[seat] = it.boundsInRoot() }
            .testTag(if (takeable) "takeable" else "pile-$seat"),
        contentAlignment = Alignment.Center,
    ) {
        if (top != null) {
            TileView(
                top,
                pile.okey,
                tileWidth,
                Modifier
                    .fingerDrag(top.id, drag, targets, enabled = takeable) { if (targets.onRack(it)) onTake() }
                    .landingPlace(top.id, targets)
                    .clickable(enabled = takeable, onClick = onTake),
                highlighted = takeable,
            )
        }
    }
}

/** The stock with its count, the indicator (gösterge) and the okey it makes. */
@Composable
fun CentrePanel(
    centre: CentreSlice,
    tileWidth: Dp,
    targets: DropTargets,
    onDraw: () -> Unit,
    modifier: Modifier = Modifier,
) {
    val canDraw = centre.canDraw
    val drag = remember { FingerDrag() }
    Row(modifier, horizontalArrangement = Arrangement.spacedBy(10.dp), verticalAlignment = Alignment.CenterVertically) {
        Column(horizontalAlignment = Alignment.CenterHorizontally) {
            Box(
                Modifier
                    .fingerDrag(STOCK_DRAG_KEY, drag, targets) { if (targets.onRack(it)) onDraw() }
                    .border(2.dp, if (canDraw) Felt.accent else Felt.tableDark, RoundedCornerShape(8.dp))
                    .padding(4.dp)
                    .onGloballyPositioned { targets.stock = it.boundsInRoot() }
                    .testTag("stock")
                    .clickable(onClick = onDraw),
                contentAlignment = Alignment.Center,
            ) {
                TileBack(tileWidth)
                Label(centre.stockSize.toString(), Modifier.testTag("stock-count"), size = 18.sp, color = Felt.buttonText, bold = true)
            }
            Label(t(S.stock), size = 12.sp, color = Felt.muted)
        }
        Column(horizontalAlignment = Alignment.CenterHorizontally) {
            TileView(centre.indicator, null, tileWidth, Modifier.testTag("indicator"))
            Label(t(S.indicator), size = 12.sp, color = Felt.muted)
        }
        Column(horizontalAlignment = Alignment.CenterHorizontally) {
            val okey = TileUi(-1, centre.okey.color, centre.okey.number)
            TileView(okey, centre.okey, tileWidth, Modifier.testTag("okey"))
            Label(t(S.okey), size = 12.sp, color = Felt.muted)
        }
    }
}

/** The table's melds, grouped by the player who laid them; an okey shows what it stands for. */
@Composable
fun TableMelds(table: List<MeldUi>, okey: Face, seats: List<SeatPlayer>, tileWidth: Dp, targets: DropTargets, modifier: Modifier = Modifier) {
    val byOwner = table.groupBy { it.owner }
    // Melds that left the table (a take-back) must not stay drop targets.
    val ids = table.map { it.id }.toSet()
    targets.melds.keys.retainAll(ids)
    targets.tableOkeys.keys.retainAll { it.first in ids }
    Column(modifier, verticalArrangement = Arrangement.spacedBy(LINE_GAP)) {
        for ((owner, melds) in byOwner.toSortedMap()) {
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(OWNER_GAP)) {
                Label(seatName(owner, seats), Modifier.widthIn(min = OWNER_NAME), size = 13.sp, color = Felt.muted)
                MeldRows(melds, okey, tileWidth, targets, Modifier.weight(1f))
            }
        }
    }
}

@Composable
private fun MeldRows(melds: List<MeldUi>, okey: Face, tileWidth: Dp, targets: DropTargets, modifier: Modifier = Modifier) {
    // Melds wrap onto the next line when the width runs out, so none is ever cut off.
    FlowRow(modifier, horizontalArrangement = Arrangement.spacedBy(MELD_GAP), verticalArrangement = Arrangement.spacedBy(LINE_GAP)) {
        melds.forEach { meld ->
            Row(
                Modifier
                    .appearing(meld.id)
                    .background(Felt.tableDark, RoundedCornerShape(6.dp))
                    .padding(MELD_INSET)
                    .onGloballyPositioned { targets.melds[meld.id] = it.boundsInRoot() }
                    .testTag("meld-${meld.id}"),
                horizontalArrangement = Arrangement.spacedBy(TILE_GAP),
            ) {
                meld.tiles.forEachIndexed { i, tile ->
                    val face = meld.faces.getOrNull(i)
                    val isJoker = tile.falseJoker || (tile.color == okey.color && tile.number == okey.number)
                    TileView(
                        tile,
                        okey,
                        tileWidth,
                        if (isJoker) Modifier.onGloballyPositioned { targets.tableOkeys[meld.id to tile.id] = it.boundsInRoot() } else Modifier,
                        standsFor = face,
                    )
                }
            }
        }
    }
}

/** The player's own discard spot: drop a tile here to discard it. */
@Composable
fun DiscardSpot(spot: SpotSlice, tileWidth: Dp, targets: DropTargets, modifier: Modifier = Modifier) {
    val own = spot.top
    val enabled = spot.enabled
    Box(
        modifier
            .heightIn(min = tileWidth * 1.4f + 12.dp)
            .widthIn(min = tileWidth + 12.dp)
            .border(2.dp, if (enabled) Felt.accent else Felt.muted.copy(alpha = 0.5f), RoundedCornerShape(8.dp))
            .background(Felt.tableDark.copy(alpha = 0.6f), RoundedCornerShape(8.dp))
            .onGloballyPositioned { targets.discardSpot = it.boundsInRoot() }
            .testTag("discard-spot"),
        contentAlignment = Alignment.Center,
    ) {
        if (own != null) {
            TileView(own, spot.okey, tileWidth, Modifier.landingPlace(own.id, targets).graphicsLayer { alpha = 0.85f })
        } else {
            Label(t(S.discardHere), size = 12.sp, color = Felt.muted)
        }
    }
}

/**
 * A meld new on the table grows into place over [LocalMotionMillis]; with motion off it is simply
 * there. The animation is read in the draw phase only; a meld that has grown (or never had to) is
 * drawn without a layer of its own, as a table full of melds would otherwise keep one for each.
 */
@Composable
private fun Modifier.appearing(key: Int): Modifier {
    val millis = LocalMotionMillis.current
    val shown = remember(key) { Animatable(if (millis > 0) 0f else 1f) }
    LaunchedEffect(key) {
        if (millis > 0) shown.animateTo(1f, tween(millis, easing = FastOutSlowInEasing))
    }
    val grown by remember(key) { derivedStateOf { shown.value >= 1f } }
    if (grown) return this
    return graphicsLayer {
        alpha = shown.value
        scaleX = 0.5f + 0.5f * shown.value
        scaleY = 0.5f + 0.5f * shown.value
    }
}
