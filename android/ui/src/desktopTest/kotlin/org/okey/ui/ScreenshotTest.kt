package org.okey.ui

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import androidx.compose.ui.unit.Density
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.RuleOption
import org.okey.ui.stats.StatisticsStateHolder
import org.okey.ui.table.Counter
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.okey.ui.home.AppStateHolder
import org.okey.ui.home.Screen
import org.okey.ui.review.ReviewScreen
import org.okey.ui.review.ReviewUiState
import org.okey.ui.settings.Palette
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.strings.Lang
import org.okey.ui.strings.LocalLang
import org.okey.ui.table.TableScreen
import org.okey.ui.table.TableStateHolder
import org.okey.ui.theme.LocalPalette
import java.io.File
import javax.imageio.ImageIO
import kotlin.test.Test
import kotlin.time.Duration.Companion.minutes
import kotlin.test.assertTrue

/**
 * PNGs of every screen, landscape and portrait phone sizes, English and Turkish, the table in the
 * colour-blind palette, and the table asking before a costly discard and refusing a move, in
 * target/screenshots. They are for people to look at; the test only checks that each was written.
 */
@OptIn(ExperimentalTestApi::class)
class ScreenshotTest {
    private val out = File(System.getProperty("okey.screenshots") ?: "target/screenshots").apply { mkdirs() }
    private val scale = 2f

    private enum class Size(val widthDp: Int, val heightDp: Int) { LANDSCAPE(915, 412), PORTRAIT(412, 915) }

    /** A table part-way through a deal: the player to play, melds on the table where the game lays them. */
    private fun midDeal(preset: PresetId, seed: Long, lang: Lang = Lang.EN): TableStateHolder {
        val holder = Drive.table(preset, seed, lang = lang)
        holder.start()
        repeat(40) {
            val s = Drive.settle(holder)
            if (s.snapshot.phase != Phase.DRAW && s.snapshot.phase != Phase.PLAY) return holder
            val enough = if (preset.duz) s.snapshot.stockSize < 44 else s.snapshot.table.size >= 3
            if (enough && s.snapshot.phase == Phase.DRAW) {
                holder.draw()
                holder.toggleSelect(holder.state.value.slots.filterNotNull().first())
                if (preset.duz) runBlocking { withTimeout(60_000) { holder.state.first { s -> s.snapshot.phase == Phase.PLAY && (s.counter as? Counter.Duz)?.move == s.lastMove?.serial } } }
                return holder
            }
            Drive.playHinted(holder)
        }
        return holder
    }

    /** A table at the player's turn, drawn, with the okey in the rack (discarding it costs), and the okey's id. */
    private fun holdingTheOkey(lang: Lang): Pair<TableStateHolder, Int> {
        val (holder, okey) = (1L..200L).asSequence().map { seed ->
            val table = Drive.table(PresetId.STANDARD, seed, lang = lang)
            table.start()
            val s = Drive.settle(table)
            table to s.snapshot.rack.firstOrNull { it.color == s.snapshot.okey.color && it.number == s.snapshot.okey.number }?.id
        }.first { it.second != null }
        holder.draw()
        return holder to okey!!
    }

    /** A one-deal game played to its end: the game-over screen, and statistics with one game in them. */
    private val finishedStorage = MemoryStorage()
    private val finished: AppStateHolder by lazy {
        val app = Drive.app(finishedStorage)
        app.go(Screen.NEW_GAME)
        app.newGame.setOption(RuleOption.Number("deals", 1, 1, 20))
        app.startNewGame()
        Drive.playGame(app.table!!)
        runBlocking { withTimeout(60_000) { app.statistics.state.first { it.summary?.games == 1L } } }
        app.flush()
        app
    }

    /** A one-deal game played carelessly to its end: a review with costly decisions in it. */
    private fun carelessGame(lang: Lang): AppStateHolder {
        val app = AppStateHolder(Drive.engine, MemoryStorage(), Drive.scope(), lang, newSeed = { 11L }, botPauseMillis = { 0L })
        app.go(Screen.NEW_GAME)
        app.newGame.setOption(RuleOption.Number("deals", 1, 1, 20))
        app.startNewGame()
        Drive.playCarelessly(app.table!!)
        return app
    }

    /** The review of [app]'s game, worked out, its first decision tapped to show the position. */
    private fun reviewed(app: AppStateHolder): AppStateHolder {
        app.openReview()
        val holder = app.review!!
        runBlocking { withTimeout(120_000) { holder.state.first { it !is ReviewUiState.Working } } }
        holder.select(0)
        runBlocking { withTimeout(60_000) { holder.state.first { (it as? ReviewUiState.Ready)?.position != null } } }
        return app
    }

    private fun app(): AppStateHolder {
        val storage = MemoryStorage(mapOf(StatisticsStateHolder.FILE to finished.let { finishedStorage.read(StatisticsStateHolder.FILE)!! }))
        val app = AppStateHolder(Drive.engine, storage, Drive.scope(), Lang.EN, newSeed = { 20261123L })
        app.startNewGame()
        app.backHome()
        return app
    }

    @Test
    fun `every screen in both orientations and languages`() {
        val okey101 = midDeal(PresetId.STANDARD, 7)
        val duz = midDeal(PresetId.DUZ, 4)
        val over = Drive.table(PresetId.STANDARD, 7).also { Drive.playDeal(it) }
        finished.table
        val reviews = Lang.entries.associateWith { reviewed(carelessGame(it)) }
        val hinted = Lang.entries.associateWith { lang ->
            midDeal(PresetId.STANDARD, 7, lang).also { holder ->
                runBlocking {
                    holder.hint()
                    withTimeout(60_000) { holder.state.first { it.hint != null } }
                }
            }
        }
        val written = mutableListOf<File>()
        for (size in Size.entries) {
            runDesktopComposeUiTest((size.widthDp * scale).toInt(), (size.heightDp * scale).toInt(), testTimeout = 10.minutes) {
                var content: @Composable () -> Unit by mutableStateOf({})
                setContent { CompositionLocalProvider(LocalDensity provides Density(scale)) { content() } }
                fun shot(name: String, body: @Composable () -> Unit) {
                    content = body
                    waitForIdle()
                    val file = File(out, "$name-${size.name.lowercase()}.png")
                    ImageIO.write(onRoot().captureToImage().toAwtImage(), "png", file)
                    written += file
                }
                for (lang in Lang.entries) {
                    val tag = lang.name.lowercase()
                    val app = app()
                    app.updateSettings { it.copy(lang = lang) }
                    shot("home-$tag") { OkeyApp(app) }
                    app.go(Screen.NEW_GAME)
                    app.newGame.toggleHouseRules()
                    shot("new-game-$tag") { OkeyApp(app) }
                    app.newGame.toggleHouseRules()
                    app.go(Screen.SETTINGS)
                    shot("settings-$tag") { OkeyApp(app) }
                    app.go(Screen.STATISTICS)
                    runBlocking { withTimeout(60_000) { app.statistics.state.first { it.summary?.games == 1L } } }
                    shot("statistics-$tag") { OkeyApp(app) }
                    app.go(Screen.RULES)
                    shot("rules-$tag") { OkeyApp(app) }
                    app.chooseRulesPreset(PresetId.DUZ)
                    shot("rules-duz-$tag") { OkeyApp(app) }
                    shot("table-okey101-$tag") { Table(okey101, lang, Palette.STANDARD) }
                    shot("table-duz-$tag") { Table(duz, lang, Palette.STANDARD) }
                    shot("deal-over-$tag") { Table(over, lang, Palette.STANDARD) }
                    shot("game-over-$tag") { Table(finished.table!!, lang, Palette.STANDARD) }
                    shot("table-hint-$tag") { Table(hinted.getValue(lang), lang, Palette.STANDARD) }
                    // The question before a costly discard, then the engine's refusal of a meld of one.
                    val (asked, okey) = holdingTheOkey(lang)
                    asked.discard(okey)
                    shot("table-costly-discard-$tag") { Table(asked, lang, Palette.STANDARD) }
                    asked.cancelDiscard()
                    asked.toggleSelect(okey)
                    asked.laySelected()
                    shot("table-refusal-$tag") { Table(asked, lang, Palette.STANDARD) }
                    shot("review-$tag") { OkeyApp(reviews.getValue(lang)) }
                    shot("review-progress-$tag") {
                        CompositionLocalProvider(LocalLang provides lang) { ReviewScreen(ReviewUiState.Working(12, 40), {}, {}, {}) }
                    }
                }
                shot("table-okey101-colour-blind") { Table(okey101, Lang.EN, Palette.COLOUR_BLIND) }
            }
        }
        assertTrue(written.all { it.length() > 0 })
        println("wrote ${written.size} screenshots to ${out.absolutePath}")
    }

    @Composable
    private fun Table(holder: TableStateHolder, lang: Lang, palette: Palette) {
        val state by holder.state.collectAsState()
        CompositionLocalProvider(LocalLang provides lang, LocalPalette provides palette) {
            TableScreen(state, tableIntents(holder) {})
        }
    }
}
