package org.okey.ui

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.graphics.toAwtImage
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.captureToImage
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import org.okey.appcore.Answer
import org.okey.appcore.DialogKind
import org.okey.appcore.DialogView
import org.okey.appcore.Intent
import org.okey.appcore.LaidMeld
import org.okey.appcore.Level
import org.okey.appcore.Preset
import org.okey.appcore.RuleValue
import org.okey.appcore.TablePhase
import org.okey.ui.table.LocalMotion
import kotlin.test.assertNotNull

/*
 * Steps the gesture tests share: the app drawn over a test shell, a game set up as the New game
 * form would, a tap on a control and an answer to the core's question, each through the drawn UI.
 */

/** The whole app over [test]'s shell, motion off (tiles land at once). */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.showApp(test: TestShell) = setContent {
    CompositionLocalProvider(LocalMotion provides false) { AppScreens(test.shell) }
}

/**
 * A new game of [preset] against three bots of [level] (Easy unless given) from [seed], with the
 * house rules [rules] (their form keys), played until the player may act: the same set-up as the
 * app's scenarios (`tests/scenarios`), so a seed found there gives the same deal here.
 */
fun game(seed: Long, preset: Preset = Preset.STANDARD, vararg rules: Pair<String, UInt>, level: Level = Level.EASY): TestShell = TestShell(seed).newGame(
    Intent.ChoosePreset(preset),
    *(1..3).map { Intent.ChooseOpponent(it.toUByte(), level) }.toTypedArray(),
    *rules.map { (key, value) -> Intent.SetRuleOption(key, RuleValue.Number(value)) }.toTypedArray(),
)

/** Taps the control tagged [tag] (scrolled into view first, when it scrolls), and lets Compose settle. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.tap(tag: String, scroll: Boolean = false) {
    val node = onNodeWithTag(tag)
    if (scroll) node.performScrollTo()
    node.assertIsDisplayed().performClick()
    waitForIdle()
}

/**
 * Taps the drawn button of the question on screen ([dialog], the core's) that gives [answer],
 * after checking the button shows the core's label for it.
 */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.answer(dialog: DialogView?, answer: Answer) {
    val shown = assertNotNull(dialog, "a question is on screen")
    val index = shown.choices.indexOfFirst { it.answer == answer }
    check(index >= 0) { "the question ${shown.kind} offers no $answer: ${shown.choices}" }
    onNodeWithTag("choice-$index").assertTextEquals(shown.choices[index].label).performClick()
    waitForIdle()
}

/** The rack tile [id]'s record, if the rack holds it. */
fun TestShell.rackTile(id: UByte) = parts.rack.value?.slots?.firstOrNull { it?.tile?.id == id }

/**
 * Plays the player's turns as [TestShell.play] does, except that before each discard the player
 * opens when the engine finds an opening (Open, its question confirmed), until [reached] holds at
 * the player's play (then the turn is left to the test), for at most [turns] turns.
 */
fun TestShell.playOpening(turns: Int = 40, reached: (TestShell) -> Boolean): TestShell {
    repeat(turns) {
        when (phase) {
            TablePhase.DRAW -> send(Intent.Draw)
            TablePhase.PLAY -> Unit
            else -> error("the deal ended before the position was reached")
        }
        if (!opened) {
            send(Intent.Open)
            if (parts.tableDialog.value?.kind == DialogKind.OPEN) send(Intent.Answer(Answer.Confirm))
            if (parts.tableDialog.value != null) send(Intent.Answer(Answer.Cancel))
        }
        if (reached(this)) return this
        send(Intent.Discard(rackTiles().last()))
        if (parts.tableDialog.value != null) send(Intent.Answer(Answer.Confirm))
        jobs.runAllButTimeouts()
    }
    error("the position was not reached in $turns turns")
}

/** The player's seat. */
val TestShell.you: UByte get() = parts.tableFrame.value!!.you.toUByte()

/** The player has opened. */
val TestShell.opened: Boolean get() = parts.seats.value.first { it.seat == you }.opened != null

/**
 * The meld that [twin] (the same game after the same moves: a copy to spend) lays rack tile [tile]
 * off onto, or asks which end of; null when no meld takes it. Only the core decides what fits.
 */
fun layOffTarget(twin: TestShell, tile: UByte): LaidMeld? = twin.parts.melds.value.firstOrNull { meld ->
    val before = twin.parts.melds.value
    twin.send(Intent.LayOff(tile, meld.id))
    val asked = twin.parts.tableDialog.value?.kind == DialogKind.WHICH_END
    if (asked) twin.send(Intent.Answer(Answer.Cancel))
    asked || twin.parts.melds.value != before
}

/** The descriptions of the tiles drawn inside the node tagged [tag], left to right. */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.tilesDrawnIn(tag: String): List<String> = onAllNodes(hasAnyAncestor(hasTestTag(tag)) and SemanticsMatcher.keyIsDefined(SemanticsProperties.ContentDescription))
    .fetchSemanticsNodes()
    .sortedBy { it.boundsInRoot.left }
    .map { it.config[SemanticsProperties.ContentDescription].joinToString() }

/**
 * Plays the player's turns by the hint (a discard it names is taken, else the player draws; then
 * the tile it names is discarded, else the last one), until [reached] holds at the player's play
 * (then the turn is left to the test), for at most [turns] turns.
 */
fun TestShell.playByHints(turns: Int = 40, reached: (TestShell) -> Boolean): TestShell {
    fun hinted(): List<UByte> {
        send(Intent.Hint)
        jobs.runAllButTimeouts()
        return parts.hint.value?.tiles?.map { it.toUByte() }.orEmpty()
    }
    repeat(turns) {
        check(phase == TablePhase.DRAW || phase == TablePhase.PLAY) { "the deal ended before the position was reached" }
        if (phase == TablePhase.DRAW) {
            val takesDiscard = hinted().any { it !in rackTiles() } && parts.controls.value!!.takeDiscard
            send(if (takesDiscard) Intent.TakeDiscard else Intent.Draw)
        }
        // The counter's job works out which tiles win (Düz Okey).
        jobs.runAllButTimeouts()
        if (reached(this)) return this
        send(Intent.Discard(hinted().firstOrNull() ?: rackTiles().last()))
        if (parts.tableDialog.value != null) send(Intent.Answer(Answer.Confirm))
        jobs.runAllButTimeouts()
    }
    error("the position was not reached in $turns turns")
}

/** A node tagged [tag] or inside one. */
fun inside(tag: String): SemanticsMatcher = hasTestTag(tag) or hasAnyAncestor(hasTestTag(tag))

/**
 * Writes the screen as it is now to target/screenshots/[name].png, for people to look at (a
 * question or a screen the screenshot test cannot reach on its own).
 */
@OptIn(ExperimentalTestApi::class)
fun ComposeUiTest.writeScreenshot(name: String) {
    val dir = java.io.File(System.getProperty("okey.screenshots") ?: "target/screenshots").apply { mkdirs() }
    val image = onRoot().captureToImage().toAwtImage()
    javax.imageio.ImageIO.write(image, "png", java.io.File(dir, "$name.png"))
}
