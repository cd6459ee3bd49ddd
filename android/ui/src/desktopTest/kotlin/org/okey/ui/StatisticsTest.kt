package org.okey.ui

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertCountEquals
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onLast
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.okey.ui.engine.BotLevelUi
import org.okey.ui.engine.GameKind
import org.okey.ui.engine.GameStatsUi
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.RuleOption
import org.okey.ui.engine.StatsSummaryUi
import org.okey.ui.engine.TallyUi
import org.okey.ui.home.AppStateHolder
import org.okey.ui.home.Screen
import org.okey.ui.stats.StatisticsIntents
import org.okey.ui.stats.StatisticsScreen
import org.okey.ui.stats.StatisticsStateHolder
import org.okey.ui.stats.StatisticsUiState
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.strings.Lang
import org.okey.ui.strings.LocalLang
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** The Statistics screen: finished games recorded by the engine, kept in a file, cleared on request. */
@OptIn(ExperimentalTestApi::class)
class StatisticsTest {
    private fun stats(app: AppStateHolder, until: (StatisticsUiState) -> Boolean): StatisticsUiState = runBlocking {
        withTimeout(60_000) { app.statistics.state.first { it.summary != null && until(it) } }
    }

    /** Plays a one-deal game of [preset] to its end through the app, the player on hints. */
    private fun finishOneDealGame(app: AppStateHolder, preset: PresetId) {
        app.go(Screen.NEW_GAME)
        app.newGame.choosePreset(preset)
        if (preset.duz) {
            app.newGame.setOption(RuleOption.Number("starting_points", 5, 5, 40))
        } else {
            app.newGame.setOption(RuleOption.Number("deals", 1, 1, 20))
        }
        app.startNewGame()
        Drive.playGame(assertNotNull(app.table))
    }

    @Test
    fun `a finished game is recorded for the player, kept in the file, and cleared only when confirmed`() {
        val storage = MemoryStorage()
        val app = Drive.app(storage, seed = 5L)
        assertEquals(0L, stats(app) { true }.summary?.games)
        finishOneDealGame(app, PresetId.STANDARD)
        val after = stats(app) { it.summary?.games == 1L }
        val okey101 = after.summary!!.kinds.single { it.kind == GameKind.OKEY101 }
        assertEquals(1, okey101.total.games)
        assertEquals(assertNotNull(app.table).state.value.results.size, okey101.total.deals, "every deal of the game")
        assertEquals(listOf(PresetId.STANDARD), okey101.byPreset.map { it.first })
        // Grouped by the strongest bot at the table (the form's default opponents here).
        assertEquals(listOf(app.newGame.state.value.opponents.max()), okey101.byOpponents.map { it.first })
        app.flush()
        val file = assertNotNull(storage.read(StatisticsStateHolder.FILE), "the statistics are written next to the save")

        // A new app (the next launch) reads the same figures; the same game is not counted twice.
        val relaunched = AppStateHolder(Drive.engine, storage, Drive.scope(), Lang.EN)
        assertEquals(1L, stats(relaunched) { true }.summary?.games)
        relaunched.statistics.record { storage.read("game.json") }.let { runBlocking { it.join() } }
        assertEquals(1L, relaunched.statistics.state.value.summary?.games)

        // Clear: asked first; cancelling keeps everything.
        relaunched.statistics.askClear()
        assertTrue(relaunched.statistics.state.value.confirmClear)
        relaunched.statistics.cancelClear()
        relaunched.flush()
        assertEquals(file, storage.read(StatisticsStateHolder.FILE))
        relaunched.statistics.askClear()
        runBlocking { relaunched.statistics.confirmClear().join() }
        assertEquals(0L, relaunched.statistics.state.value.summary?.games)
        relaunched.flush()
        assertTrue(storage.read(StatisticsStateHolder.FILE) != file)
    }

    @Test
    fun `a damaged statistics file is kept aside and fresh statistics start, with a message`() {
        val storage = MemoryStorage(mapOf(StatisticsStateHolder.FILE to "{\"format\": \"okey-statistics\", \"vers"))
        val app = AppStateHolder(Drive.engine, storage, Drive.scope(), Lang.EN)
        val state = stats(app) { it.setAside != null }
        assertEquals("stats.json.damaged-1", state.setAside)
        assertEquals(0L, state.summary?.games)
        assertEquals("{\"format\": \"okey-statistics\", \"vers", storage.read("stats.json.damaged-1"), "nothing is deleted")
        app.flush()
        val fresh = assertNotNull(storage.read(StatisticsStateHolder.FILE))
        assertNotNull(Drive.engine.statistics.load(fresh), "the fresh file is one the engine reads")
    }

    @Test
    fun `the screen shows the figures per preset and level, and Clear asks first`() {
        val app = Drive.app(seed = 5L)
        finishOneDealGame(app, PresetId.DUZ)
        stats(app) { it.summary?.games == 1L }
        app.go(Screen.STATISTICS)
        runDesktopComposeUiTest(915, 412) { showStatistics(app) }
    }

    @Test
    fun `the rows per rules set carry the engine's preset names in the app's language`() {
        val app = Drive.app(seed = 5L)
        finishOneDealGame(app, PresetId.ONLINE)
        stats(app) { it.summary?.games == 1L }
        app.updateSettings { it.copy(lang = Lang.TR) }
        app.go(Screen.STATISTICS)
        runDesktopComposeUiTest(915, 700) {
            setContent { OkeyApp(app) }
            onNodeWithTag("stats-okey101").assertIsDisplayed()
            // "Çevrim içi": the engine's Turkish name, not the app's own "Online".
            onNodeWithText(Drive.engine.rulesTexts.presetLabel(PresetId.ONLINE, Lang.TR)).assertExists()
            onNodeWithText("Online").assertDoesNotExist()
        }
    }

    @Test
    fun `the average deal score has a decimal comma in Turkish and a point in English`() {
        val tally = TallyUi(
            games = 2, gamesWon = 1, deals = 4, dealsWon = 2, averageDealScore = -7.25, bestGame = -40,
            openings = 3, pairsOpenings = 1, penalties = 0, penaltyPoints = 0,
        )
        val games = GameStatsUi(GameKind.OKEY101, tally, listOf(PresetId.STANDARD to tally), listOf(BotLevelUi.MEDIUM to tally))
        val state = StatisticsUiState(StatsSummaryUi(2, listOf(games)))
        val intents = object : StatisticsIntents {
            override fun askClear() = Unit
            override fun confirmClear() = Unit
            override fun cancelClear() = Unit
            override fun back() = Unit
        }
        var lang by mutableStateOf(Lang.TR)
        runDesktopComposeUiTest(915, 900) {
            setContent { CompositionLocalProvider(LocalLang provides lang) { StatisticsScreen(state, emptyMap(), intents) } }
            // In the totals, the row per rules set and the row per opponent level.
            onAllNodesWithText("-7,3").assertCountEquals(3)
            onAllNodesWithText("-7.3").assertCountEquals(0)
            lang = Lang.EN
            waitForIdle()
            onAllNodesWithText("-7.3").assertCountEquals(3)
            onAllNodesWithText("-7,3").assertCountEquals(0)
        }
    }

    private fun ComposeUiTest.showStatistics(app: AppStateHolder) {
        setContent { OkeyApp(app) }
        onNodeWithTag("stats-duz").assertIsDisplayed()
        onNodeWithText("Düz", substring = false).assertExists()
        onNodeWithText(org.okey.ui.strings.Labels.level(app.newGame.state.value.opponents.max()).en).assertExists()
        onNodeWithTag("stats-clear").performScrollTo().performClick()
        onNodeWithText("Clear the statistics?").assertIsDisplayed()
        onNodeWithText("Cancel").performClick()
        waitForIdle()
        onNodeWithText("Clear the statistics?").assertDoesNotExist()
        assertEquals(1L, app.statistics.state.value.summary?.games)
        onNodeWithTag("stats-clear").performScrollTo().performClick()
        // The dialog's Clear, drawn over the screen's.
        onAllNodesWithText("Clear").onLast().performClick()
        waitUntil(timeoutMillis = 60_000) { app.statistics.state.value.summary?.games == 0L }
        waitForIdle()
        onNodeWithTag("stats-empty").assertIsDisplayed()
        assertNull(app.statistics.state.value.setAside)
    }
}
