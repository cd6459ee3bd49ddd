package org.okey.ui

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import androidx.compose.ui.unit.Density
import org.okey.appcore.Language
import org.okey.ui.layout.LayoutChecks
import org.okey.ui.layout.ReferenceImages
import org.okey.ui.layout.ScreenTree
import org.okey.ui.table.LocalMotion
import java.io.File
import kotlin.test.Test
import kotlin.test.assertTrue
import kotlin.time.Duration.Companion.minutes

/**
 * Every screen over the real app core, on a phone held sideways and upright and on a tablet held
 * both ways, in English and Turkish ([Scenes] says how each is brought about): each one's layout
 * checked ([LayoutChecks]: no text cut off or broken inside a word, no two parts overlapping,
 * every meld in sight or its scroll marked, the rack's tiles the largest, and a message or a
 * button that appears moving nothing else), drawn to a PNG in target/screenshots for people to
 * look at, and compared with its reference image ([ReferenceImages]). Every problem of every
 * screen is listed before the test fails.
 */
@OptIn(ExperimentalTestApi::class)
class EveryScreenTest {
    private val out = File(System.getProperty("okey.screenshots") ?: "target/screenshots").apply { mkdirs() }
    private val references = ReferenceImages(
        File(System.getProperty("okey.references") ?: "src/desktopTest/screenshots"),
        File(out, "failed"),
        record = System.getProperty("okey.references.record") == "true",
    )
    private val problems = mutableListOf<String>()

    enum class Size(val widthDp: Int, val heightDp: Int, val phone: Boolean) {
        LANDSCAPE(915, 412, true),
        PORTRAIT(412, 915, true),
        TABLET_LANDSCAPE(1280, 800, false),
        TABLET_PORTRAIT(800, 1280, false),
    }

    @Test
    fun `every screen at every size and in both languages is laid out well and looks as its reference`() {
        val scenes = Scenes()
        var written = 0
        for (size in Size.entries) {
            // A tablet is drawn at scale 1 (its pictures are as large as a phone's at 2).
            val scale = if (size.phone) 2f else 1f
            runDesktopComposeUiTest((size.widthDp * scale).toInt(), (size.heightDp * scale).toInt(), testTimeout = 10.minutes) {
                var content: @Composable () -> Unit by mutableStateOf({})
                var motion by mutableStateOf(false)
                setContent { CompositionLocalProvider(LocalDensity provides Density(scale), LocalMotion provides motion) { content() } }
                val suffix = size.name.lowercase().replace('_', '-')
                val screen = object : Scenes.Drawing {
                    override val test: ComposeUiTest = this@runDesktopComposeUiTest
                    override val size = size

                    override fun show(test: TestShell, settle: Boolean) {
                        content = { AppScreens(test.shell) }
                        if (settle) waitForIdle() else mainClock.advanceTimeByFrame()
                    }

                    override fun tree() = ScreenTree.of(this@runDesktopComposeUiTest, scale)

                    override fun save(name: String, checked: Boolean) {
                        val file = "$name-$suffix"
                        if (checked) problems += LayoutChecks.all(tree()).map { "$file: $it" }
                        val captured = onRoot().captureToImage()
                        ReferenceImages.writePng(captured, File(out, "$file.png"))
                        references.check(file, ReferenceImages.rgb(captured.toAwtImage()), scale)?.let { problems += it }
                        written++
                    }

                    override fun problem(name: String, what: String) {
                        problems += "$name-$suffix: $what"
                    }

                    override fun motion(on: Boolean) {
                        motion = on
                    }

                    override fun tap(tag: String) {
                        onNodeWithTag(tag).performClick()
                        waitForIdle()
                    }
                }
                Language.entries.forEach { scenes.screens(screen, it) }
                scenes.moments(screen)
            }
        }
        println("not reached: ${scenes.notReached.joinToString()}")
        println("wrote $written screenshots to ${out.absolutePath}")
        assertTrue(problems.isEmpty(), "${problems.size} problems:\n" + problems.joinToString("\n"))
    }
}
