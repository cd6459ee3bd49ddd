package org.okey.ui

import org.okey.ui.engine.DealEndingUi
import org.okey.ui.engine.PenaltyKind
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PresetId
import org.okey.ui.home.AppStateHolder
import org.okey.ui.home.Screen
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.strings.Lang
import org.okey.ui.table.TableStateHolder
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** The Table state holder with the real engine, driven only through its state and intents. */
class TableStateHolderTest {
    @Test
    fun `a whole Okey 101 deal against bots ends on a score sheet`() {
        val holder = Drive.table(PresetId.STANDARD, 7)
        val end = Drive.playDeal(holder)
        assertEquals(Phase.DEAL_OVER, end.snapshot.phase)
        val result = end.results.single()
        assertEquals(4, result.scores.size)
        assertEquals(4, end.revealed.size, "every rack is shown face up once the deal is over")
        assertEquals(4, end.snapshot.totals.size)
    }

    @Test
    fun `a whole Düz deal ends with a win or a stock-out`() {
        val holder = Drive.table(PresetId.DUZ, 4)
        val end = Drive.playDeal(holder)
        val ending = end.results.single().ending
        assertTrue(ending is DealEndingUi.Won || ending is DealEndingUi.StockExhausted, ending.toString())
    }

    @Test
    fun `a refused gesture changes nothing but shows the engine's message`() {
        val holder = Drive.table(PresetId.STANDARD, 5)
        holder.start()
        val before = Drive.settle(holder)
        assertEquals(Phase.DRAW, before.snapshot.phase)
        val tile = before.snapshot.rack.first()
        holder.discard(tile.id) // discarding before drawing: the engine refuses
        val after = holder.state.value
        val message = assertNotNull(after.message)
        assertTrue(message.text.isNotBlank())
        assertEquals(before, after.copy(message = null))
        // Laying one tile as a meld: refused the same way.
        holder.draw()
        val drawn = holder.state.value
        holder.toggleSelect(drawn.snapshot.rack.first().id)
        val selected = holder.state.value
        holder.laySelected()
        val refused = holder.state.value
        assertNotNull(refused.message)
        assertEquals(selected.snapshot, refused.snapshot)
    }

    @Test
    fun `the penalty dialog comes before a costly discard and cancelling discards nothing`() {
        // A deal where the player holds the okey: discarding it costs a penalty.
        val (holder, okeyId) = (1L..200L).asSequence().map { seed ->
            val h = Drive.table(PresetId.STANDARD, seed)
            h.start()
            val s = Drive.settle(h)
            val okey = s.snapshot.rack.firstOrNull { it.color == s.snapshot.okey.color && it.number == s.snapshot.okey.number }
            h to okey?.id
        }.first { it.second != null }
        holder.draw()
        val before = holder.state.value
        holder.discard(okeyId!!)
        val asking = holder.state.value
        assertEquals(PenaltyKind.DISCARDED_OKEY, assertNotNull(asking.pendingDiscard).reason)
        assertEquals(before.snapshot, asking.snapshot)
        holder.cancelDiscard()
        val after = holder.state.value
        assertNull(after.pendingDiscard)
        assertEquals(before.snapshot, after.snapshot)
        assertTrue(after.snapshot.rack.any { it.id == okeyId })
    }

    @Test
    fun `each move is saved and a new state holder resumes the same table`() {
        val storage = MemoryStorage()
        val holder = Drive.table(PresetId.STANDARD, 11, storage)
        holder.start()
        Drive.settle(holder)
        var saves = 0
        repeat(3) {
            Drive.settle(holder)
            val before = storage.read(TableStateHolder.SAVE_FILE)
            Drive.playHinted(holder)
            // Saves are written off the UI thread; flushing writes the one queued now.
            holder.flushSaves()
            if (storage.read(TableStateHolder.SAVE_FILE) != before) saves++
        }
        assertEquals(3, saves, "every move of the player writes the save")
        val settled = Drive.settle(holder)
        holder.flushSaves()
        val app = AppStateHolder(Drive.engine, storage, Drive.scope(), Lang.EN)
        val resumed = assertNotNull(app.table).state.value
        assertEquals(settled.snapshot, resumed.snapshot)
        assertNotNull(app.state.value.saved)
    }

    @Test
    fun `a damaged save is kept aside and a new game starts`() {
        val storage = MemoryStorage(mapOf(TableStateHolder.SAVE_FILE to "{\"format\": \"okey-session\""))
        val app = AppStateHolder(Drive.engine, storage, Drive.scope(), Lang.EN)
        assertEquals(Screen.NEW_GAME, app.state.value.screen)
        assertTrue(assertNotNull(app.state.value.notice).contains("game.json.damaged-1"))
        assertEquals("{\"format\": \"okey-session\"", storage.read("game.json.damaged-1"), "nothing is deleted")
        assertNull(storage.read(TableStateHolder.SAVE_FILE))
        app.startNewGame()
        assertEquals(Screen.TABLE, app.state.value.screen)
        app.flush()
        assertNotNull(storage.read(TableStateHolder.SAVE_FILE))
    }

    @Test
    fun `the New game form shows the engine's validation message`() {
        val app = AppStateHolder(Drive.engine, MemoryStorage(), Drive.scope(), Lang.EN)
        val form = app.newGame
        // Partners (eşli) with three players: the form allows it, the engine explains why not.
        form.setOption(org.okey.ui.engine.RuleOption.Number("players", 3, 2, 4))
        form.setOption(org.okey.ui.engine.RuleOption.Toggle("partners", true))
        assertEquals(2, form.state.value.opponents.size)
        app.startNewGame()
        assertEquals(Screen.NEW_GAME, app.state.value.screen)
        assertEquals("invalid rules: partners need 4 players, not 3", form.state.value.error)
        form.resetToPreset()
        assertFalse(form.state.value.changedFromPreset)
        app.startNewGame()
        assertEquals(Screen.TABLE, app.state.value.screen)
    }
}
