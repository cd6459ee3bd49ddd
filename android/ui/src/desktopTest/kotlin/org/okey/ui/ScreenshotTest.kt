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
import androidx.compose.ui.test.onRoot
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

    private enum class Size(val widthDp: Int, val heightDp: Int) { LANDSCAPE(915, 412), PORTRAIT(412, 915) }

    @Test
    fun `every screen is drawn to a PNG`() {
        val written = mutableListOf<File>()
        for (size in Size.entries) {
            runDesktopComposeUiTest((size.widthDp * scale).toInt(), (size.heightDp * scale).toInt(), testTimeout = 10.minutes) {
                var content: @Composable () -> Unit by mutableStateOf({})
                setContent { CompositionLocalProvider(LocalDensity provides Density(scale), LocalMotion provides false) { content() } }
                fun shot(name: String, test: TestShell) {
                    content = { AppScreens(test.shell) }
                    waitForIdle()
                    val file = File(out, "$name-${size.name.lowercase()}.png")
                    ImageIO.write(onRoot().captureToImage().toAwtImage(), "png", file)
                    written += file
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
        println("wrote ${written.size} screenshots to ${out.absolutePath}")
    }
}
