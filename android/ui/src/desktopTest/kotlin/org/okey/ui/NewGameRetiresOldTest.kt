package org.okey.ui

import kotlinx.coroutines.Dispatchers
import org.okey.ui.home.AppStateHolder
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.strings.Lang
import org.okey.ui.table.TableStateHolder
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue
import kotlin.test.fail

/** A new game retires the old one: the old game's bots never write over the new game's save. */
class NewGameRetiresOldTest {
    private fun savedSeed(storage: MemoryStorage): Long? =
        storage.read(TableStateHolder.SAVE_FILE)?.let { Regex("\"seed\"\\s*:\\s*(\\d+)").find(it) }
            ?.groupValues?.get(1)?.toLong()

    @Test
    fun `the old game's bots never overwrite the new game's save`() {
        val storage = MemoryStorage()
        val bots = HeldDispatcher()
        var seed = 0L
        val app = AppStateHolder(
            Drive.engine, storage, Drive.scope(), Lang.EN,
            botDispatcher = bots, newSeed = { seed }, saveDispatcher = Dispatchers.Unconfined, botPauseMillis = { 0L },
        )
        // A first game in which a bot moves first, so that its bot loop is waiting to run.
        val first = (1L..60L).firstOrNull { candidate ->
            seed = candidate
            app.startNewGame()
            !app.table!!.state.value.yourTurn
        } ?: fail("no seed in 1..60 where a bot moves first")
        assertTrue(synchronized(bots.held) { bots.held.isNotEmpty() }, "the first game's bots wait to move")

        seed = first + 1000
        app.startNewGame()
        // The newest work first, so that whatever the old game's bots did would be written last.
        while (true) {
            val next = synchronized(bots.held) { bots.held.removeLastOrNull() } ?: break
            next.run()
        }
        app.saver.flush()
        assertEquals(first + 1000, savedSeed(storage), "the save is the new game's")
    }
}
