package org.okey.ui

import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.assertContentDescriptionEquals
import androidx.compose.ui.test.assertCountEquals
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.onChildren
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.graphics.Color
import org.okey.ui.table.RACK_ROW
import org.okey.ui.theme.Felt
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTouchInput
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import androidx.compose.ui.unit.dp
import org.okey.ui.engine.ActionKind
import org.okey.ui.engine.Arrangement
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.PresetId
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.strings.Labels
import org.okey.ui.strings.Lang
import org.okey.ui.table.DropTargets
import org.okey.ui.table.TableScreen
import org.okey.ui.table.TableStateHolder
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * The table's gestures and what a player sees of them, headless: the stock and the marked discard
 * dragged onto the rack, the rack reordered while a bot thinks, Take back told first when it costs,
 * tiles described for a screen reader, and tiles large enough to read and touch upright.
 */
@OptIn(ExperimentalTestApi::class)
class TableGesturesTest {
    private fun playerTurn(preset: PresetId, seed: Long, pause: () -> Long = { 0L }): TableStateHolder {
        val game = Drive.engine.start(Drive.setup(preset, seed))
        val holder = TableStateHolder(game, Drive.scope(), MemoryStorage(), botPause = pause, confirmCostlyDiscards = { false }, seed = seed, messageMillis = Drive.MESSAGE_STAYS)
        holder.start()
        Drive.settle(holder)
        return holder
    }

    @Test
    fun `dragging the stock onto the rack draws`() = runDesktopComposeUiTest(915, 412) {
        val holder = playerTurn(PresetId.STANDARD, 3)
        val before = holder.state.value.snapshot
        assertEquals(Phase.DRAW, before.phase)
        showTable(holder)
        dragOnto(onNodeWithTag("stock"), onNodeWithTag("rack"))
        val after = holder.state.value.snapshot
        assertEquals(Phase.PLAY, after.phase)
        assertEquals(before.rack.size + 1, after.rack.size)
        assertEquals(before.stockSize - 1, after.stockSize)
    }

    @Test
    fun `dragging the marked discard onto the rack takes it`() = runDesktopComposeUiTest(915, 412) {
        val holder = playerTurn(PresetId.STANDARD, 3)
        val before = holder.state.value.snapshot
        val offered = assertNotNull(before.takeable, "the previous player discarded")
        assertTrue(ActionKind.TAKE_DISCARD in before.allowed)
        showTable(holder)
        dragOnto(onNodeWithTag("takeable"), onNodeWithTag("rack"))
        val after = holder.state.value
        assertNull(after.message, "taken without a refusal")
        assertTrue(after.snapshot.rack.any { it.id == offered.id }, "the discard is in the rack")
        assertEquals(before.stockSize, after.snapshot.stockSize, "nothing was drawn from the stock")
    }

    @Test
    fun `the rack can be reordered while a bot thinks`() = runDesktopComposeUiTest(915, 412) {
        var pause = 0L
        val holder = playerTurn(PresetId.STANDARD, 3) { pause }
        showTable(holder)
        holder.draw()
        // The next bot waits a long while before its move: the player rearranges meanwhile.
        pause = 60_000L
        holder.discard(holder.state.value.snapshot.rack.last().id)
        waitUntil(timeoutMillis = 60_000) { holder.state.value.botThinking }
        val s = holder.state.value
        assertNotEquals(s.snapshot.seat, s.snapshot.turn)
        val id = s.slots.first { it != null }!!
        val empty = s.slots.indexOfLast { it == null }
        dragOnto(onNodeWithTag("tile-$id"), onNodeWithTag("slot-$empty"))
        assertEquals(id, holder.state.value.slots[empty])
        assertTrue(holder.state.value.botThinking, "the bot was still thinking")
    }

    @Test
    fun `a carried tile is drawn above the rack's other row and the stock above the rack`() = runDesktopComposeUiTest(915, 412) {
        val holder = playerTurn(PresetId.STANDARD, 3)
        showTable(holder)
        waitForIdle()
        val slots = holder.state.value.slots
        // A tile of the top row held over an empty slot of the bottom row, drawn after it.
        val empty = (RACK_ROW until slots.size).last { slots[it] == null }
        val tile = onNodeWithTag("tile-${slots.first { it != null }}")
        assertEquals(0f, shareUnderFinger(tile, onNodeWithTag("slot-$empty"), Felt.woodDark), "the tile is drawn over the empty slot's wood")
        // The stock held over a tile of the rack, which is drawn after the middle of the table.
        val over = (0 until RACK_ROW).first { holder.state.value.slots[it] != null }
        assertEquals(0f, shareUnderFinger(onNodeWithTag("stock"), onNodeWithTag("slot-$over"), Felt.ivory), "the stock's back is drawn over the rack's tile")
    }

    /**
     * Holds [node] over the centre of [target], then lets go, and tells what share of the pixels
     * around that centre were in [colour] meanwhile: 0 when what the finger carried covered them.
     */
    private fun ComposeUiTest.shareUnderFinger(node: SemanticsNodeInteraction, target: SemanticsNodeInteraction, colour: Color): Float {
        var share = Float.NaN
        // The carried thing is centred there, as it was under the finger at first.
        dragOnto(node, target) { share = colourShareAtCentre(target, colour) }
        return share
    }

    @Test
    fun `each rack tile is one accessible description in the player's words`() = runDesktopComposeUiTest(915, 412) {
        val holder = playerTurn(PresetId.STANDARD, 3)
        showTable(holder)
        val s = holder.state.value
        s.snapshot.rack.forEach { tile ->
            val node = onNodeWithTag("tile-${tile.id}")
            node.assertContentDescriptionEquals(Labels.tile(tile, s.snapshot.okey, Lang.EN))
            // The number and the mark are not read out on their own.
            node.onChildren().assertCountEquals(0)
        }
    }

    @Test
    fun `on its side, the rack's tiles are at least 48 dp too`() = runDesktopComposeUiTest(915, 412) {
        val holder = playerTurn(PresetId.STANDARD, 3)
        showTable(holder)
        holder.draw()
        waitForIdle()
        val screen = onNodeWithTag("table").getBoundsInRoot()
        holder.state.value.snapshot.rack.forEach { tile ->
            val bounds = onNodeWithTag("tile-${tile.id}").getBoundsInRoot()
            assertTrue(bounds.right - bounds.left >= 48.dp && bounds.right <= screen.right && bounds.bottom <= screen.bottom, "tile ${tile.id} is $bounds")
        }
        assertTrue(onNodeWithTag("discard-spot").getBoundsInRoot().right <= screen.right)
    }

    @Test
    fun `on its side, a long hint never squeezes the buttons`() {
        val holder = Drive.table(PresetId.STANDARD, 7)
        holder.start()
        Drive.settle(holder)
        holder.draw()
        Drive.hinted(holder)
        runDesktopComposeUiTest(915, 412) {
            showTable(holder)
            onNodeWithTag("hint-reason").assertExists()
            listOf("arrange-runs", "lay", "hint", "return").forEach { tag ->
                val button = onNodeWithTag(tag).getBoundsInRoot()
                assertTrue(button.bottom - button.top >= 48.dp, "$tag is $button")
            }
        }
    }

    @Test
    fun `upright, the rack's tiles are at least 48 dp and the whole hand shows`() = runDesktopComposeUiTest(412, 915) {
        val holder = playerTurn(PresetId.STANDARD, 3)
        showTable(holder)
        holder.draw()
        waitForIdle()
        val screen = onNodeWithTag("table").getBoundsInRoot()
        holder.state.value.snapshot.rack.forEach { tile ->
            val bounds = onNodeWithTag("tile-${tile.id}").getBoundsInRoot()
            assertTrue(bounds.right - bounds.left >= 48.dp && bounds.bottom - bounds.top >= 48.dp, "tile ${tile.id} is $bounds")
            assertTrue(bounds.right <= screen.right && bounds.bottom <= screen.bottom, "tile ${tile.id} is on screen: $bounds")
        }
        // The buttons beside the rack stay on screen too.
        val take = onNodeWithTag("hint").getBoundsInRoot()
        assertTrue(take.bottom <= screen.bottom, "Hint is on screen: $take")
    }

    /** Drags a rack tile onto the discard spot before drawing: the engine refuses, near the spot. */
    private fun ComposeUiTest.refusedDiscardNearTheSpot(): Pair<androidx.compose.ui.unit.DpRect, androidx.compose.ui.unit.DpRect> {
        val holder = playerTurn(PresetId.STANDARD, 3)
        showTable(holder)
        val before = holder.state.value
        assertEquals(Phase.DRAW, before.snapshot.phase)
        dragOnto(onNodeWithTag("tile-${before.snapshot.rack.first().id}"), onNodeWithTag("discard-spot"))
        assertEquals(before.snapshot, holder.state.value.snapshot, "the refusal changed nothing")
        return onNodeWithTag("message").getBoundsInRoot() to onNodeWithTag("discard-spot").getBoundsInRoot()
    }

    @Test
    fun `a refused discard shows the engine's message beside the discard spot, landscape`() = runDesktopComposeUiTest(915, 412) {
        val (message, spot) = refusedDiscardNearTheSpot()
        // At the right, just above the rack's row the spot is in.
        assertTrue(message.right >= spot.left && message.left > 915.dp / 2, "message $message, spot $spot")
        assertTrue(spot.top - message.bottom in 0.dp..120.dp, "message $message, spot $spot")
    }

    @Test
    fun `a refused discard shows the engine's message beside the discard spot, upright`() = runDesktopComposeUiTest(412, 915) {
        val (message, spot) = refusedDiscardNearTheSpot()
        val rack = onNodeWithTag("rack").getBoundsInRoot()
        // Below the rack, at the right, just above the row the spot is in.
        assertTrue(message.top >= rack.bottom && message.right >= spot.left, "message $message, spot $spot, rack $rack")
        assertTrue(spot.top - message.bottom in 0.dp..80.dp, "message $message, spot $spot")
    }

    @Test
    fun `a take-back that costs a penalty says so first, and Cancel changes nothing`() {
        // A deal whose rack, after the draw, holds a meld the engine arranges first.
        val seed = (1L..100L).first { seed ->
            val game = Drive.engine.start(Drive.setup(PresetId.STANDARD, seed))
            while (game.stepBot() != null) Unit
            game.apply(PlayerAction.Draw)
            val first = game.arrange(Arrangement.RUNS_AND_SETS).first()
            first.size >= 3 && game.previewOpening(first).problem == null
        }
        val holder = playerTurn(PresetId.STANDARD, seed)
        holder.draw()
        holder.arrange(Arrangement.RUNS_AND_SETS)
        holder.state.value.slots.takeWhile { it != null }.filterNotNull().forEach(holder::toggleSelect)
        holder.laySelected()
        val laid = holder.state.value
        assertTrue(laid.snapshot.table.isNotEmpty(), "laid: ${laid.message}")
        holder.takeBack()
        val asked = holder.state.value
        val penalty = assertNotNull(asked.pendingTakeBack, "the engine's penalty is told first")
        assertEquals(0, penalty.seat)
        assertTrue(penalty.points > 0)
        assertEquals(laid.snapshot, asked.snapshot, "nothing happened yet")
        runDesktopComposeUiTest(915, 412) {
            showTable(holder)
            onNodeWithText("charges ${penalty.points} penalty points", substring = true).assertExists()
            onNodeWithText("Cancel").performClick()
            waitForIdle()
        }
        assertNull(holder.state.value.pendingTakeBack)
        assertEquals(laid.snapshot, holder.state.value.snapshot, "Cancel took nothing back")
        holder.takeBack()
        holder.confirmTakeBack()
        val after = holder.state.value.snapshot
        assertTrue(after.table.isEmpty(), "the meld came back")
        assertEquals(laid.snapshot.rack.size + laid.snapshot.table.sumOf { it.tiles.size }, after.rack.size)
        assertEquals(penalty.points, after.penalties[0] - laid.snapshot.penalties[0], "the penalty the dialog named")
    }

    @Test
    fun `a costly discard's dialog gives the engine's points, and confirming charges exactly those`() {
        // A deal where the player holds the okey: discarding it costs a penalty.
        val (holder, okeyId) = (1L..200L).asSequence().map { seed ->
            val h = Drive.table(PresetId.STANDARD, seed)
            h.start()
            val s = Drive.settle(h)
            h to s.snapshot.rack.firstOrNull { it.color == s.snapshot.okey.color && it.number == s.snapshot.okey.number }?.id
        }.first { it.second != null }
        holder.draw()
        holder.discard(okeyId!!)
        val asking = holder.state.value
        val points = assertNotNull(assertNotNull(asking.pendingDiscard).points, "the engine's points")
        runDesktopComposeUiTest(915, 412) {
            showTable(holder)
            onNodeWithText("This discard costs $points").assertExists()
            onNodeWithText("Discard anyway").performClick()
            waitForIdle()
        }
        val after = holder.state.value.snapshot
        assertTrue(after.rack.none { it.id == okeyId }, "discarded")
        assertEquals(points, after.penalties[0] - asking.snapshot.penalties[0])
    }

    @Test
    fun `upright, the score sheet fits the phone's width`() {
        val holder = Drive.table(PresetId.STANDARD, 7)
        Drive.playDeal(holder)
        runDesktopComposeUiTest(412, 915) {
            showTable(holder)
            val screen = onNodeWithTag("table").getBoundsInRoot()
            (0 until 4).forEach { seat -> onNodeWithTag("score-row-$seat").assertExists() }
            // Every column has room for its heading, the last one too.
            listOf("Seat", "Tiles left", "Deal", "Total").forEach { heading ->
                val cell = onNodeWithText(heading).getBoundsInRoot()
                assertTrue(cell.right <= screen.right && cell.right - cell.left >= 60.dp, "$heading is $cell on $screen")
            }
        }
    }

    @Test
    fun `a tap on the marked discard takes it, and Return gives it back where the rules allow`() {
        // Online lets a player give a taken discard back before playing it.
        val seed = (1L..60L).first { seed ->
            val game = Drive.engine.start(Drive.setup(PresetId.ONLINE, seed))
            while (game.stepBot() != null) Unit
            ActionKind.TAKE_DISCARD in game.view().allowed &&
                runCatching { game.apply(PlayerAction.TakeDiscard) }.isSuccess &&
                ActionKind.RETURN_TAKEN in game.view().allowed
        }
        val holder = playerTurn(PresetId.ONLINE, seed)
        val offered = assertNotNull(holder.state.value.snapshot.takeable)
        runDesktopComposeUiTest(915, 412) {
            showTable(holder)
            onNodeWithTag("takeable").performTouchInput { down(center); up() }
            waitForIdle()
            assertTrue(holder.state.value.snapshot.rack.any { it.id == offered.id }, "taken: ${holder.state.value.message}")
            onNodeWithTag("return").performClick()
            waitForIdle()
        }
        val after = holder.state.value
        assertNull(after.message)
        assertTrue(after.snapshot.rack.none { it.id == offered.id }, "given back")
        assertEquals(Phase.DRAW, after.snapshot.phase)
    }

    @Test
    fun `Show indicator is offered in Düz to the holder of the indicator's twin, and pressing it shows it`() {
        val seed = (1L..400L).first { seed ->
            val game = Drive.engine.start(Drive.setup(PresetId.DUZ, seed))
            while (game.stepBot() != null) Unit
            ActionKind.SHOW_INDICATOR in game.view().allowed
        }
        val holder = playerTurn(PresetId.DUZ, seed)
        val before = holder.state.value.snapshot
        runDesktopComposeUiTest(915, 412) {
            showTable(holder)
            onNodeWithTag("show-indicator").performClick()
            waitForIdle()
        }
        val after = holder.state.value
        assertNull(after.message, "shown without a refusal")
        assertTrue(ActionKind.SHOW_INDICATOR !in after.snapshot.allowed, "shown once")
        assertNotEquals(before, after.snapshot)
    }

    @Test
    fun `a tile let go over an okey on the table is dropped on that okey, not on its meld`() {
        val targets = DropTargets()
        targets.melds[4] = Rect(100f, 100f, 220f, 160f)
        targets.tableOkeys[4 to 31] = Rect(140f, 100f, 180f, 160f)
        assertEquals(DropTargets.Drop.Okey(4, 31), targets.dropAt(Offset(150f, 130f)))
        assertEquals(DropTargets.Drop.Meld(4), targets.dropAt(Offset(110f, 130f)))
        assertEquals(DropTargets.Drop.Nowhere, targets.dropAt(Offset(10f, 10f)))
    }
}
