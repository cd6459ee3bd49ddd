package org.okey.ui

import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.okey.core.maxFileBytes
import org.okey.ui.engine.PresetId
import org.okey.ui.home.AppStateHolder
import org.okey.ui.home.Screen
import org.okey.ui.live.FileStorage
import org.okey.ui.stats.StatisticsStateHolder
import org.okey.ui.storage.FileText
import org.okey.ui.strings.Lang
import org.okey.ui.table.TableStateHolder
import java.io.File
import java.io.RandomAccessFile
import kotlin.io.path.createTempDirectory
import kotlin.test.Test
import kotlin.test.assertContentEquals
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/**
 * Every way the save or the statistics can fail to load, on the real file system ([FileStorage]
 * in a fresh directory): the file is kept aside as `NAME.damaged-1`, byte for byte, the player is
 * told, and a new game (or fresh statistics) starts and is saved under the free name.
 */
class DamagedFilesTest {
    /**
     * How a file is broken, given the file and good contents; [unusable] when the storage itself
     * refuses it (before the engine sees it).
     */
    private class Damage(val what: String, val unusable: Boolean = false, val make: (File, String) -> Unit)

    private fun bytes(file: File, bytes: ByteArray) = file.writeBytes(bytes)

    private val damages = listOf(
        Damage("unreadable", unusable = true) { file, _ -> assertTrue(file.mkdir()) },
        Damage("larger than any real file", unusable = true) { file, _ ->
            // Sparse: no room taken on the disk.
            RandomAccessFile(file, "rw").use { it.setLength(maxFileBytes().toLong() + 1) }
        },
        Damage("not UTF-8", unusable = true) { file, good -> bytes(file, good.toByteArray().also { it[40] = (it[40].toInt() or 0x80).toByte() }) },
        Damage("not JSON") { file, good -> file.writeText(good.substring(0, good.length / 2)) },
        Damage("another kind of file") { file, good ->
            file.writeText(if ("okey-session" in good) Drive.engine.statistics.empty().save() else save())
        },
        Damage("another version") { file, good -> file.writeText(good.replaceFirst("\"version\": 1", "\"version\": 7")) },
        Damage("wrong content") { file, good ->
            file.writeText(good.replaceFirst("\"tile\": ", "\"tile\": 999").replaceFirst("\"recorded\": []", "\"recorded\": [\"zz\"]"))
        },
    )

    /** A game a few moves in, as the engine saves it: bots until the player's turn, a discard. */
    private fun save(): String {
        val game = Drive.engine.start(Drive.setup(PresetId.STANDARD, 5))
        while (game.stepBot() != null) Unit
        if (game.view().phase == org.okey.ui.engine.Phase.DRAW) game.apply(org.okey.ui.engine.PlayerAction.Draw)
        game.apply(org.okey.ui.engine.PlayerAction.Discard(game.view().rack.first()))
        return game.save().also { assertTrue("\"tile\": " in it) }
    }

    /** What [file] holds, to compare once it has moved: its bytes, or that it is a directory. */
    private fun contents(file: File): Any = when {
        file.isDirectory -> "a directory"
        file.length() > 1 shl 20 -> file.length()
        else -> file.readBytes().toList()
    }

    @Test
    fun `a save that fails to load in any way is kept aside and a new game starts`() {
        val good = save()
        for (damage in damages) {
            val dir = createTempDirectory("okey-damaged-save").toFile()
            val file = File(dir, TableStateHolder.SAVE_FILE)
            damage.make(file, good)
            val before = contents(file)
            val storage = FileStorage(dir)
            assertEquals(damage.unusable, storage.readText(TableStateHolder.SAVE_FILE) is FileText.Unusable, damage.what)
                val app = AppStateHolder(Drive.engine, storage, Drive.scope(), Lang.EN)
            assertEquals(Screen.NEW_GAME, app.state.value.screen, damage.what)
            assertEquals(
                "Your saved game could not be loaded; it was kept as game.json.damaged-1. A new game starts.",
                app.state.value.notice,
                damage.what,
            )
            assertEquals(before, contents(File(dir, "game.json.damaged-1")), "${damage.what}: kept as it was")
            assertTrue(!file.exists(), damage.what)
            app.startNewGame()
            app.flush()
            // The new game is saved under the free name, and loads.
            assertNotNull(Drive.engine.load(file.readText()), damage.what)
            val names = dir.list()!!.toSet()
            assertTrue(setOf("game.json", "game.json.damaged-1", "game.seed", "stats.json").containsAll(names), "${damage.what}: $names")
            dir.deleteRecursively()
        }
    }

    @Test
    fun `statistics that fail to load in any way are kept aside and fresh ones start`() {
        val good = Drive.engine.statistics.empty().save()
        for (damage in damages) {
            val dir = createTempDirectory("okey-damaged-stats").toFile()
            val file = File(dir, StatisticsStateHolder.FILE)
            damage.make(file, good)
            val before = contents(file)
            val app = AppStateHolder(Drive.engine, FileStorage(dir), Drive.scope(), Lang.EN)
            val state = runBlocking { withTimeout(60_000) { app.statistics.state.first { it.summary != null } } }
            assertEquals("stats.json.damaged-1", state.setAside, damage.what)
            assertEquals(0L, state.summary?.games, damage.what)
            assertEquals(before, contents(File(dir, "stats.json.damaged-1")), "${damage.what}: kept as it was")
            app.flush()
            assertNotNull(Drive.engine.statistics.load(file.readText()), "${damage.what}: fresh statistics the engine reads")
            dir.deleteRecursively()
        }
    }

    @Test
    fun `a good save resumes from the real file system`() {
        val dir = createTempDirectory("okey-good-save").toFile()
        val text = save()
        File(dir, TableStateHolder.SAVE_FILE).writeText(text)
        val app = AppStateHolder(Drive.engine, FileStorage(dir), Drive.scope(), Lang.EN)
        assertEquals(Screen.HOME, app.state.value.screen)
        assertNotNull(app.table)
        assertContentEquals(arrayOf("game.json"), dir.list())
        dir.deleteRecursively()
    }
}
