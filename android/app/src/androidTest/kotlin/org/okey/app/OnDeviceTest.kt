package org.okey.app

import androidx.compose.ui.test.junit4.v2.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.okey.appcore.Intent
import org.okey.appcore.Screen
import java.io.File

/**
 * The app on a device or emulator: what the JVM tests cannot reach. The Rust library for the
 * device's ABI loads (JNA, jniLibs), the core opens over the app's files directory, Home's quick
 * start draws the table with its rack, and the game is saved where the next launch finds it.
 */
@RunWith(AndroidJUnit4::class)
class OnDeviceTest {
    @get:Rule
    val compose = createAndroidComposeRule<MainActivity>()

    @Test
    fun aQuickStartDrawsTheTableAndTheGameIsSavedInTheFilesDirectory() {
        val shell = (compose.activity.application as OkeyApplication).shell
        // A first launch opens on the New game form; Home has the quick start.
        compose.runOnUiThread { shell.send(Intent.Show(Screen.HOME)) }
        compose.onNodeWithTag("quick-okey101").performClick()
        compose.waitForIdle()
        assertEquals(Screen.TABLE, shell.parts.screen.value)
        compose.onNodeWithTag("rack").assertExists()
        compose.runOnUiThread { shell.flush() }
        assertTrue(File(compose.activity.filesDir, "game.json").isFile)
    }
}
