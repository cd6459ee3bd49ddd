package org.okey.ui

import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.okey.ui.engine.EngineRefusal
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.PresetId
import org.okey.ui.home.AppStateHolder
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.strings.Lang
import org.okey.ui.strings.LocalLang
import org.okey.ui.table.TableScreen
import org.okey.ui.table.TableStateHolder
import org.okey.ui.table.TableUiState
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue
import kotlin.test.fail

/** The engine speaks the app's language: refusals and hints, at start, at resume, on a change. */
@OptIn(ExperimentalTestApi::class)
class EngineLanguageTest {
    private fun app(storage: MemoryStorage, lang: Lang) =
        AppStateHolder(Drive.engine, storage, Drive.scope(), lang, newSeed = { 5L }, botPauseMillis = { 0L }, messageMillis = Drive.MESSAGE_STAYS)

    /** The engine's own refusal of [action] in [lang], asked of a copy of the saved game. */
    private fun engineSays(storage: MemoryStorage, action: PlayerAction, lang: Lang): String {
        val copy = Drive.engine.load(assertNotNull(storage.read(TableStateHolder.SAVE_FILE)))
        copy.setLanguage(lang)
        return try {
            copy.apply(action)
            fail("the engine accepted $action")
        } catch (e: EngineRefusal) {
            e.detail
        }
    }

    private fun playerToDraw(app: AppStateHolder): TableStateHolder {
        app.startNewGame()
        val holder = assertNotNull(app.table)
        val s = Drive.settle(holder)
        assertEquals(Phase.DRAW, s.snapshot.phase)
        return holder
    }

    @Test
    fun `a refused gesture in Turkish shows the engine's Turkish message`() {
        val storage = MemoryStorage()
        val app = app(storage, Lang.TR)
        val holder = playerToDraw(app)
        val tile = holder.state.value.snapshot.rack.first()
        holder.discard(tile.id) // before drawing: refused
        val shown = assertNotNull(holder.state.value.message).text
        app.flush()
        val turkish = engineSays(storage, PlayerAction.Discard(tile), Lang.TR)
        val english = engineSays(storage, PlayerAction.Discard(tile), Lang.EN)
        assertEquals(turkish, shown)
        assertNotEquals(english, turkish, "the engine has a Turkish text for this refusal")

        // The setting changes: the next refusal is in English.
        app.updateSettings { it.copy(lang = Lang.EN) }
        holder.discard(tile.id)
        assertEquals(english, assertNotNull(holder.state.value.message).text)
    }

    @Test
    fun `a resumed game speaks the app's language`() {
        val storage = MemoryStorage()
        val first = app(storage, Lang.TR)
        val tile = playerToDraw(first).state.value.snapshot.rack.first()
        first.flush()
        val turkish = engineSays(storage, PlayerAction.Discard(tile), Lang.TR)
        assertNotEquals(engineSays(storage, PlayerAction.Discard(tile), Lang.EN), turkish)
        // A loaded game starts in English in the engine: the app sets the language at resume.
        val resumed = app(storage, Lang.TR)
        val holder = assertNotNull(resumed.table)
        holder.discard(tile.id)
        assertEquals(turkish, assertNotNull(holder.state.value.message).text)
    }

    private fun hinted(holder: TableStateHolder): TableUiState = runBlocking {
        holder.hint()
        withTimeout(60_000) { holder.state.first { it.hint != null } }
    }

    @Test
    fun `the hint highlights the engine's tiles and gives its reason in the app's language`() {
        val app = app(MemoryStorage(), Lang.TR)
        val holder = playerToDraw(app)
        holder.draw()
        val turkish = assertNotNull(hinted(holder).hint)
        assertTrue(turkish.reason.isNotBlank())
        assertTrue(turkish.action is PlayerAction.Discard || turkish.action is PlayerAction.Lay || turkish.action is PlayerAction.Finish, "${turkish.action}")
        assertTrue(turkish.tileIds.isNotEmpty(), "a discard or a meld names its tiles")
        val rack = holder.state.value.snapshot.rack.map { it.id }.toSet()
        assertTrue(rack.containsAll(turkish.tileIds), "the highlighted tiles are the player's")
        app.updateSettings { it.copy(lang = Lang.EN) }
        assertEquals(null, holder.state.value.hint, "a hint in the old language is dropped")
        val english = assertNotNull(hinted(holder).hint)
        assertEquals(turkish.action, english.action)
        assertEquals(turkish.tileIds, english.tileIds)
        assertNotEquals(turkish.reason, english.reason)
    }

    @Test
    fun `the table shows the hint's reason`() = runDesktopComposeUiTest(915, 412) {
        val app = app(MemoryStorage(), Lang.TR)
        val holder = playerToDraw(app)
        val hint = assertNotNull(hinted(holder).hint)
        setContent {
            val state by holder.state.collectAsState()
            CompositionLocalProvider(LocalLang provides Lang.TR) { TableScreen(state, tableIntents(holder) {}) }
        }
        waitForIdle()
        onNodeWithTag("hint-reason").assertTextEquals("İpucu: ${hint.reason}")
    }
}
