package org.okey.ui

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import org.okey.appcore.Intent
import org.okey.appcore.Screen
import kotlin.test.Test

/** The Rules screen's "How to play": the core's examples drawn as tiles, for either game. */
@OptIn(ExperimentalTestApi::class)
class RulesUiTest {
    @Test
    fun `How to play draws the okey in a run as the tile it stands for, and changes with the game`() = runDesktopComposeUiTest(412, 915) {
        val test = TestShell(seed = 3)
        test.send(Intent.Show(Screen.RULES))
        setContent { AppScreens(test.shell) }
        onNodeWithTag("how-to-play").assertIsDisplayed()
        // The okey example: yellow 6 is the indicator, so yellow 7 stands for black 11 in a run.
        onNodeWithContentDescription("okey, plays as black 11").performScrollTo().assertIsDisplayed()
        onNodeWithText("Opening at 101").performScrollTo().assertIsDisplayed()
        val duz = test.parts.rules.value!!.presets.first { it.name.startsWith("Düz") }
        onNodeWithText(duz.name).performScrollTo().performClick()
        waitForIdle()
        onNodeWithText("A winning hand").performScrollTo().assertIsDisplayed()
    }
}
