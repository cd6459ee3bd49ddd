package org.okey.ui

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import androidx.compose.ui.unit.Density
import org.okey.appcore.Intent
import org.okey.appcore.Language
import org.okey.appcore.Palette
import org.okey.appcore.Screen
import org.okey.appcore.TablePhase
import org.okey.appcore.Variant
import org.okey.ui.table.LocalMotion
import java.io.File
import javax.imageio.ImageIO
import kotlin.test.Test
import kotlin.test.assertTrue
import kotlin.time.Duration.Companion.minutes

/**
 * PNGs of every screen over the real app core, landscape and portrait phone sizes, English and
 * Turkish, the table in the colour-blind palette, with a hint and refusing a move, in
 * target/screenshots. They are for people to look at; the test only checks that each was written.
 */
@OptIn(ExperimentalTestApi::class)
class ScreenshotTest {
    private val out = File(System.getProperty("okey.screenshots") ?: "target/screenshots").apply { mkdirs() }
    private val scale = 2f

    /** The first seed whose first Guide deal is a risk round, found once for every size. */
    private val riskRoundSeed: Long? by lazy {
        (1L..150L).firstOrNull { seed ->
            TestShell(seed).newGame(Intent.ChoosePreset(org.okey.appcore.Preset.GUIDE)).parts.centre.value?.multiplier != null
        }
    }

    /** The moments a screenshot was asked for but that the test could not bring about (printed, for the report). */
    private val notReached = mutableSetOf<String>()

    /**
     * The table's moments: a bot thinking, a pile opened, the tiles gone, the guided deal, a deal
     * won with penalties, the take-back question, and one frame of a tile flying to the rack.
     */
    private fun androidx.compose.ui.test.ComposeUiTest.tableMoments(
        shot: (String, TestShell) -> Unit,
        save: (String) -> Unit,
        motion: (Boolean) -> Unit,
    ) {
        // A bot's turn: its move asked for and not yet made, so its seat shows it thinking.
        val thinking = TestShell(seed = 11).newGame().untilDraw()
        thinking.send(Intent.Draw)
        thinking.send(Intent.Discard(thinking.rackTiles().last()))
        if (thinking.parts.tableDialog.value != null) thinking.send(Intent.Answer(org.okey.appcore.Answer.Confirm))
        if (thinking.parts.seats.value.any { it.thinking }) shot("table-thinking-en", thinking) else notReached += "thinking"
        // A pile opened: every tile of it.
        val piles = TestShell(seed = 11).newGame().play(7)
        shot("table-okey101-en", piles)
        val longest = piles.parts.piles.value.filter { !it.takeable }.maxByOrNull { it.tiles.size }
        if (longest != null && longest.tiles.isNotEmpty()) {
            onNodeWithTag("pile-${longest.seat}").performClick()
            waitForIdle()
            save("table-pile-open-en")
            onNodeWithTag("sheet-close").performClick()
            waitForIdle()
        }
        // The tiles out of play.
        onNodeWithTag("gone-button").performClick()
        waitForIdle()
        save("table-gone-en")
        onNodeWithTag("sheet-close").performClick()
        waitForIdle()
        // The guided deal, its step explained.
        val guided = TestShell(seed = 11)
        guided.send(Intent.StartGuidedDeal)
        guided.jobs.runAllButTimeouts()
        shot("table-guided-en", guided)
        // A deal won, under the Guide's rules (its risk round doubles): the first of a few seeds
        // whose deal ends with a winner, penalties on the sheet and, if one comes, a multiplier.
        fun TestShell.sheet() = parts.scoreSheet.value
        // Deal after deal (at most four) until one has a winner: the stock often runs out first.
        fun TestShell.untilWon(): TestShell {
            repeat(4) {
                play(200)
                if (sheet()?.rows?.any { it.won } == true || sheet()?.gameOver != false) return this
                send(Intent.NextDeal)
                jobs.runAllButTimeouts()
            }
            return this
        }
        // A risk round (the Guide's: a false joker turned up for the indicator doubles the deal) is
        // one deal in about fifty: the first seed that deals one, else deals won without.
        val guide = org.okey.appcore.Preset.GUIDE
        val riskRound = riskRoundSeed?.let { TestShell(it).newGame(Intent.ChoosePreset(guide)) }
        if (riskRound != null) shot("table-risk-round-en", riskRound) else notReached += "a risk round"
        // Seed 32's first deal is won with penalties and a doubling (found by playing seeds 1-59 through
        // the app core the same way); 1-3 are won without one.
        val played = listOfNotNull(riskRound?.untilWon()) + listOf(32L, 1L, 2L, 3L).map { seed -> TestShell(seed).newGame(Intent.ChoosePreset(guide)).untilWon() }
        fun TestShell.won() = sheet()?.rows?.any { it.won } == true
        fun TestShell.penalised() = sheet()?.rows?.any { it.penalties.isNotEmpty() } == true
        val won = played.firstOrNull { it.won() && it.penalised() && it.sheet()?.multiplier != null }
            ?: played.firstOrNull { it.won() && it.penalised() }
            ?: played.firstOrNull { it.won() }
        if (won != null) shot("deal-won-en", won) else notReached += "a won deal"
        if (won?.sheet()?.multiplier == null) notReached += "a multiplier on the score sheet"
        if (won?.penalised() != true) notReached += "penalties on a won deal's sheet"
        // The take-back question: a meld laid that does not open, then taken back.
        val takeBack = (1L..30L).firstNotNullOfOrNull { seed -> TestShell(seed).newGame().untilDraw().takeIf { it.reachTakeBack() } }
        if (takeBack != null) shot("table-take-back-en", takeBack) else notReached += "the take-back question"
        // One frame of a draw's flight, the clock stopped part-way.
        val flying = TestShell(seed = 11).newGame().untilDraw()
        motion(true)
        shot("table-before-flight-en", flying)
        mainClock.autoAdvance = false
        flying.send(Intent.Draw)
        mainClock.advanceTimeByFrame()
        mainClock.advanceTimeBy(120)
        save("table-flight-en")
        mainClock.autoAdvance = true
        motion(false)
    }

    private enum class Size(val widthDp: Int, val heightDp: Int, val phone: Boolean) {
        LANDSCAPE(915, 412, true),
        PORTRAIT(412, 915, true),
        TABLET_LANDSCAPE(1280, 800, false),
        TABLET_PORTRAIT(800, 1280, false),
    }

    @Test
    fun `every screen is drawn to a PNG`() {
        val written = mutableListOf<File>()
        for (size in Size.entries) {
            // A tablet is drawn at scale 1 (its pictures are as large as a phone's at 2).
            val scale = if (size.phone) scale else 1f
            runDesktopComposeUiTest((size.widthDp * scale).toInt(), (size.heightDp * scale).toInt(), testTimeout = 10.minutes) {
                var content: @Composable () -> Unit by mutableStateOf({})
                var motion by mutableStateOf(false)
                setContent { CompositionLocalProvider(LocalDensity provides Density(scale), LocalMotion provides motion) { content() } }
                fun save(name: String) {
                    val file = File(out, "$name-${size.name.lowercase().replace('_', '-')}.png")
                    ImageIO.write(onRoot().captureToImage().toAwtImage(), "png", file)
                    written += file
                }
                fun shot(name: String, test: TestShell) {
                    content = { AppScreens(test.shell) }
                    waitForIdle()
                    save(name)
                }
                // The table's own moments, in English (the words are the core's, shot above in both languages).
                tableMoments(::shot, ::save, { motion = it })
                if (!size.phone) {
                    shot("table-okey101-en", TestShell(seed = 11).newGame().play(7))
                    shot("table-duz-en", TestShell(seed = 12).newGame(Intent.ChooseGame(Variant.DUZ)).play(10))
                    shot("new-game-en", TestShell(seed = 11).also { it.send(Intent.Show(Screen.NEW_GAME)) })
                    return@runDesktopComposeUiTest
                }
                for (language in Language.entries) {
                    val tag = if (language == Language.TURKISH) "tr" else "en"
                    val app = TestShell(seed = 11, language)
                    shot("home-empty-$tag", app)
                    app.send(Intent.Show(Screen.NEW_GAME))
                    shot("new-game-$tag", app)
                    app.send(Intent.Show(Screen.SETTINGS))
                    shot("settings-$tag", app)
                    app.send(Intent.Show(Screen.STATISTICS))
                    shot("statistics-$tag", app)
                    app.send(Intent.Show(Screen.RULES))
                    shot("rules-$tag", app)
                    // Okey 101 part-way through a deal, melds on the table where the bots laid them.
                    val okey101 = TestShell(seed = 11, language).newGame().play(7)
                    shot("table-okey101-$tag", okey101)
                    if (okey101.phase == TablePhase.PLAY || okey101.phase == TablePhase.DRAW) {
                        if (okey101.phase == TablePhase.DRAW) okey101.send(Intent.Draw)
                        okey101.send(Intent.Hint)
                        okey101.jobs.runAllButTimeouts()
                        shot("table-hint-$tag", okey101)
                        // A meld of one tile: the core refuses it, in words.
                        okey101.send(Intent.ToggleTile(okey101.rackTiles().first()))
                        okey101.send(Intent.Lay)
                        shot("table-refusal-$tag", okey101)
                    }
                    // The end of the deal: every rack face up on the score sheet.
                    okey101.play(60)
                    shot("deal-over-$tag", okey101)
                    val duz = TestShell(seed = 12, language).newGame(Intent.ChooseGame(Variant.DUZ)).play(10)
                    shot("table-duz-$tag", duz)
                    okey101.send(Intent.Show(Screen.HOME))
                    shot("home-saved-$tag", okey101)
                }
                val colourBlind = TestShell(seed = 11).newGame().play(7)
                colourBlind.send(Intent.SetPalette(Palette.COLOUR_BLIND))
                colourBlind.send(Intent.ContinueGame)
                shot("table-okey101-colour-blind", colourBlind)
            }
        }
        assertTrue(written.all { it.length() > 0 })
        println("not reached: ${notReached.joinToString()}")
        println("wrote ${written.size} screenshots to ${out.absolutePath}")
    }
}
