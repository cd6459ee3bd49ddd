package org.okey.ui

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.runtime.getValue
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTouchInput
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertTextEquals
import kotlinx.coroutines.runBlocking
import org.okey.ui.engine.Arrangement
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PresetId
import org.okey.ui.home.AppStateHolder
import org.okey.ui.home.Screen
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.strings.Lang
import org.okey.ui.table.LocalMotionMillis
import org.okey.ui.table.TableScreen
import org.okey.ui.table.TableStateHolder
import org.okey.ui.theme.Felt
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/** The Table and New game screens, headless, driven with touch gestures as a finger would. */
@OptIn(ExperimentalTestApi::class)
class TableUiTest {
    private fun playerTurn(preset: PresetId, seed: Long): TableStateHolder {
        val holder = Drive.table(preset, seed)
        holder.start()
        Drive.settle(holder)
        return holder
    }

    @Test
    fun `the table draws every rack tile, the indicator, the stock count and the counter`() = runDesktopComposeUiTest(915, 412) {
        val holder = playerTurn(PresetId.STANDARD, 3)
        showTable(holder)
        val s = holder.state.value
        s.snapshot.rack.forEach { onNodeWithTag("tile-${it.id}").assertExists() }
        onNodeWithTag("indicator").assertIsDisplayed()
        onNodeWithTag("stock-count", useUnmergedTree = true).assertTextEquals(s.snapshot.stockSize.toString())
        onNodeWithTag("counter", useUnmergedTree = true).assertTextEquals("Opening 0 / 101")
    }

    @Test
    fun `dragging a rack tile to another slot reorders it`() = runDesktopComposeUiTest(915, 412) {
        val holder = playerTurn(PresetId.STANDARD, 3)
        showTable(holder)
        val id = holder.state.value.slots.first { it != null }!!
        val empty = holder.state.value.slots.indexOfLast { it == null }
        dragOnto(onNodeWithTag("tile-$id"), onNodeWithTag("slot-$empty"))
        assertEquals(id, holder.state.value.slots[empty])
    }

    @Test
    fun `selecting tiles and pressing Lay lays them on the table`() {
        // A deal whose rack, after the draw, holds a meld the engine arranges first.
        val seed = (1L..100L).first { seed ->
            val game = Drive.engine.start(Drive.setup(PresetId.STANDARD, seed))
            while (game.stepBot() != null) Unit
            game.apply(org.okey.ui.engine.PlayerAction.Draw)
            val first = game.arrange(Arrangement.RUNS_AND_SETS).first()
            game.previewOpening(first).problem == null
        }
        runDesktopComposeUiTest(915, 412) {
            val holder = playerTurn(PresetId.STANDARD, seed)
            showTable(holder)
            onNodeWithTag("stock").performClick()
            waitForIdle()
            assertEquals(Phase.PLAY, holder.state.value.snapshot.phase)
            onNodeWithTag("arrange-runs").performClick()
            waitForIdle()
            val s = holder.state.value
            val firstGroup = s.slots.takeWhile { it != null }.filterNotNull()
            firstGroup.forEach { id -> onNodeWithTag("tile-$id").performTouchInput { down(center); up() } }
            waitForIdle()
            assertEquals(firstGroup.toSet(), holder.state.value.selected)
            onNodeWithTag("lay").performClick()
            waitForIdle()
            val after = holder.state.value
            assertTrue(after.snapshot.table.isNotEmpty(), "the meld is on the table: ${after.message}")
            onNodeWithTag("meld-${after.snapshot.table.first().id}").assertExists()
        }
    }

    @Test
    fun `dragging a tile to the discard spot discards it`() = runDesktopComposeUiTest(915, 412) {
        val holder = Drive.table(PresetId.STANDARD, 3, confirm = false)
        holder.start()
        Drive.settle(holder)
        showTable(holder)
        onNodeWithTag("stock").performClick()
        waitForIdle()
        val s = holder.state.value
        assertEquals(Phase.PLAY, s.snapshot.phase)
        val tile = s.snapshot.rack.last()
        dragOnto(onNodeWithTag("tile-${tile.id}"), onNodeWithTag("discard-spot"))
        val after = holder.state.value
        assertTrue(after.snapshot.rack.none { it.id == tile.id }, "the tile left the rack")
        assertEquals(tile, after.snapshot.discards[0].last())
    }

    @Test
    fun `the score sheet lists every seat`() {
        val holder = Drive.table(PresetId.STANDARD, 7)
        Drive.playDeal(holder)
        runDesktopComposeUiTest(915, 412) {
            showTable(holder)
            onNodeWithTag("deal-over").assertExists()
            (0 until 4).forEach { onNodeWithTag("score-row-$it").assertExists() }
            onNodeWithTag("next-deal").assertExists()
        }
    }

    @Test
    fun `the New game form builds rules the engine validates`() = runDesktopComposeUiTest(915, 700) {
        val app = AppStateHolder(Drive.engine, MemoryStorage(), Drive.scope(), Lang.EN)
        assertEquals(Screen.NEW_GAME, app.state.value.screen, "first launch opens the New game form")
        setContent { OkeyApp(app) }
        onNodeWithTag("minus-players").performClick()
        onNodeWithTag("option-partners").performClick()
        onNodeWithTag("start").performClick()
        waitForIdle()
        onNodeWithTag("form-error").assertTextEquals("invalid rules: partners need 4 players, not 3")
        onNodeWithTag("option-partners").performClick()
        onNodeWithTag("start").performClick()
        waitForIdle()
        assertEquals(Screen.TABLE, app.state.value.screen)
        assertEquals(3, assertNotNull(app.table).state.value.snapshot.players)
    }

    @Test
    fun `a drawn tile flies from the stock to the rack within the motion time, shown in its slot once landed, and not at all with motion off`() = runDesktopComposeUiTest(915, 412) {
        val holder = playerTurn(PresetId.STANDARD, 3)
        assertEquals(Phase.DRAW, holder.state.value.snapshot.phase)
        var motion by mutableStateOf(0)
        setContent {
            val state by holder.state.collectAsState()
            CompositionLocalProvider(LocalMotionMillis provides motion) { TableScreen(state, tableIntents(holder) {}) }
        }
        waitForIdle()
        onNodeWithTag("flight").assertDoesNotExist()
        motion = 400
        waitForIdle()
        mainClock.autoAdvance = false
        val before = holder.state.value.snapshot.rack.map { it.id }.toSet()
        holder.draw()
        mainClock.advanceTimeBy(200)
        onNodeWithTag("flight").assertExists()
        // Not in its slot yet (an empty slot of the bottom row: its wood shows), so not seen twice.
        val drawn = holder.state.value.snapshot.rack.single { it.id !in before }.id
        val slot = onNodeWithTag("slot-${holder.state.value.slots.indexOf(drawn)}")
        assertEquals(1f, colourShareAtCentre(slot, Felt.woodDark), "the slot is empty while the tile flies")
        mainClock.advanceTimeBy(400)
        onNodeWithTag("flight").assertDoesNotExist()
        assertEquals(0f, colourShareAtCentre(slot, Felt.woodDark), "the tile is in its slot once landed")
    }

    @Test
    fun `what a finger carried lands where it was put, without flying again`() = runDesktopComposeUiTest(915, 412) {
        // The bots wait long after the player's discard, so that only the player's moves move.
        var pause = 0L
        val game = Drive.engine.start(Drive.setup(PresetId.STANDARD, 3))
        val holder = TableStateHolder(game, Drive.scope(), MemoryStorage(), botPause = { pause }, confirmCostlyDiscards = { false })
        holder.start()
        Drive.settle(holder)
        pause = 60_000L
        setContent {
            val state by holder.state.collectAsState()
            CompositionLocalProvider(LocalMotionMillis provides 400) { TableScreen(state, tableIntents(holder) {}) }
        }
        waitForIdle()
        // The stock carried onto the rack: drawn, and the tile is in its slot at once.
        dragOnto(onNodeWithTag("stock"), onNodeWithTag("rack")) { mainClock.autoAdvance = false }
        assertEquals(Phase.PLAY, holder.state.value.snapshot.phase)
        mainClock.advanceTimeBy(50)
        onNodeWithTag("flight").assertDoesNotExist()
        mainClock.autoAdvance = true
        waitForIdle()
        // A rack tile carried to the discard spot: discarded there, not flown back from the rack.
        val tile = holder.state.value.slots.filterNotNull().first()
        dragOnto(onNodeWithTag("tile-$tile"), onNodeWithTag("discard-spot")) { mainClock.autoAdvance = false }
        assertEquals(tile, holder.state.value.snapshot.discards[holder.state.value.snapshot.seat].lastOrNull()?.id)
        mainClock.advanceTimeBy(50)
        onNodeWithTag("flight").assertDoesNotExist()
    }
}
