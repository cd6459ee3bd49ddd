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
import org.okey.appcore.CentreView
import org.okey.appcore.MeldView
import org.okey.appcore.PileView
import org.okey.appcore.SeatView
import org.okey.appcore.TileView as Tile
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/** An opponent: name, level, tiles in hand, opened or not, score; the seat to move is lit. */
@Composable
fun OpponentCard(card: SeatView, targets: DropTargets, modifier: Modifier = Modifier) {
    val seat = card.seat.toInt()
    val toMove = card.toMove
    val shape = RoundedCornerShape(10.dp)
    Column(
        modifier
            .background(if (toMove) Felt.panel else Felt.tableDark, shape)
            .border(if (toMove) 3.dp else 1.dp, if (toMove) Felt.accent else Felt.muted.copy(alpha = 0.4f), shape)
            .padding(horizontal = 10.dp, vertical = 4.dp)
            .onGloballyPositioned { targets.seats[seat] = it.boundsInRoot() }
            .testTag("seat-$seat"),
    ) {
        Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            if (toMove) Label(if (card.thinking) "…" else "▶", color = Felt.accent, size = 14.sp)
            Label(card.name, size = 16.sp, bold = true)
        }
        Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(4.dp)) {
            card.level?.let { Label("$it ·", size = 13.sp, color = Felt.muted) }
            TileBack(9.dp)
            Label("${card.tilesInHand}", Modifier.testTag("tiles-$seat"), size = 13.sp, color = Felt.muted)
        }
        val score = "${t(S.total)} ${card.total}"
        Label(card.opened?.let { "$it · $score" } ?: score, size = 13.sp, color = if (card.opened != null) Felt.accent else Felt.muted)
    }
}

/** A seat's discard pile: the top tile, marked when the player may take it. */
@Composable
fun DiscardPile(pile: PileView, tileWidth: Dp, targets: DropTargets, onTake: () -> Unit, modifier: Modifier = Modifier) {
    val seat = pile.seat.toInt()
    val top = pile.tiles.lastOrNull()
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
            val id = top.id.toInt()
            TileView(
                top,
                tileWidth,
                Modifier
                    .fingerDrag(id, drag, targets, enabled = takeable) { if (targets.onRack(it)) onTake() }
                    .landingPlace(id, targets)
                    .clickable(enabled = takeable, onClick = onTake),
                highlighted = takeable,
            )
        }
    }
}

/** The stock with its count, the indicator (gösterge) and the okey it makes. */
@Composable
fun CentrePanel(centre: CentreView, canDraw: Boolean, tileWidth: Dp, targets: DropTargets, onDraw: () -> Unit, modifier: Modifier = Modifier) {
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
                Label(centre.stock.toString(), Modifier.testTag("stock-count"), size = 18.sp, color = Felt.buttonText, bold = true)
            }
            Label(t(S.stock), size = 12.sp, color = Felt.muted)
        }
        Column(horizontalAlignment = Alignment.CenterHorizontally) {
            val indicator = Modifier.onGloballyPositioned { targets.indicator = it.boundsInRoot() }.testTag("indicator")
            if (centre.indicatorTaken) TileBack(tileWidth, indicator.graphicsLayer { alpha = 0.4f }) else TileView(centre.indicator, tileWidth, indicator)
            Label(t(S.indicator), size = 12.sp, color = Felt.muted)
        }
        Column(horizontalAlignment = Alignment.CenterHorizontally) {
            val okeyName = t(S.okey)
            val okey = remember(centre.okey, okeyName) {
                Tile(id = 255u, color = centre.okey.color, number = centre.okey.number, falseJoker = false, okey = true, playsAs = null, description = okeyName)
            }
            TileView(okey, tileWidth, Modifier.testTag("okey"))
            Label(okeyName, size = 12.sp, color = Felt.muted)
        }
    }
}

/** The table's melds, grouped by the player who laid them ([owners]: each seat's name); an okey shows what it stands for. */
@Composable
fun TableMelds(table: List<MeldView>, owners: List<String>, tileWidth: Dp, targets: DropTargets, modifier: Modifier = Modifier) {
    val byOwner = table.groupBy { it.owner.toInt() }
    // Melds that left the table (a take-back) must not stay drop targets.
    val ids = table.map { it.id.toInt() }.toSet()
    targets.melds.keys.retainAll(ids)
    targets.tableOkeys.keys.retainAll { it.first in ids }
    Column(modifier, verticalArrangement = Arrangement.spacedBy(LINE_GAP)) {
        for ((owner, melds) in byOwner.toSortedMap()) {
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(OWNER_GAP)) {
                Label(owners.getOrElse(owner) { "" }, Modifier.widthIn(min = OWNER_NAME), size = 13.sp, color = Felt.muted)
                MeldRows(melds, tileWidth, targets, Modifier.weight(1f))
            }
        }
    }
}

@Composable
private fun MeldRows(melds: List<MeldView>, tileWidth: Dp, targets: DropTargets, modifier: Modifier = Modifier) {
    // Melds wrap onto the next line when the width runs out, so none is ever cut off.
    FlowRow(modifier, horizontalArrangement = Arrangement.spacedBy(MELD_GAP), verticalArrangement = Arrangement.spacedBy(LINE_GAP)) {
        melds.forEach { meld ->
            val meldId = meld.id.toInt()
            Row(
                Modifier
                    .appearing(meldId)
                    .background(Felt.tableDark, RoundedCornerShape(6.dp))
                    .padding(MELD_INSET)
                    .onGloballyPositioned { targets.melds[meldId] = it.boundsInRoot() }
                    .testTag("meld-$meldId"),
                horizontalArrangement = Arrangement.spacedBy(TILE_GAP),
            ) {
                meld.tiles.forEach { tile ->
                    val joker = tile.falseJoker || tile.okey
                    val place = if (joker) Modifier.onGloballyPositioned { targets.tableOkeys[meldId to tile.id.toInt()] = it.boundsInRoot() } else Modifier
                    TileView(tile, tileWidth, place)
                }
            }
        }
    }
}

/** The player's own discard spot: drop a tile here to discard it. */
@Composable
fun DiscardSpot(own: PileView?, enabled: Boolean, tileWidth: Dp, targets: DropTargets, modifier: Modifier = Modifier) {
    val top = own?.tiles?.lastOrNull()
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
        if (top != null) {
            TileView(top, tileWidth, Modifier.landingPlace(top.id.toInt(), targets).graphicsLayer { alpha = 0.85f })
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
    val millis = if (LocalMotion.current) MELD_APPEAR_MILLIS else 0
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
