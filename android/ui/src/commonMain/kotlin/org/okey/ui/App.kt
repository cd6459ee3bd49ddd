package org.okey.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import org.okey.appcore.Answer
import org.okey.appcore.Intent
import org.okey.appcore.Screen
import org.okey.ui.components.QuestionDialog
import org.okey.ui.home.HomeScreen
import org.okey.ui.home.NewGameScreen
import org.okey.ui.home.SettingsScreen
import org.okey.ui.review.ReviewScreen
import org.okey.ui.rules.RulesScreen
import org.okey.ui.shell.AppShell
import org.okey.ui.stats.StatisticsScreen
import org.okey.ui.strings.LocalLang
import org.okey.ui.table.TableScreen
import org.okey.ui.theme.LocalPalette
import org.okey.ui.together.JoinScreen
import org.okey.ui.together.LobbyScreen

/**
 * The whole app: the screen the core names, in the player's language and palette. Each screen
 * collects only its own parts of the view model; every gesture goes to [AppShell.send]. [overlay]
 * is drawn over them in the same language (the platform's own notices).
 */
@Composable
fun AppScreens(shell: AppShell, overlay: @Composable () -> Unit = {}) {
    val parts = shell.parts
    val screen by parts.screen.collectAsState()
    val language by parts.language.collectAsState()
    val palette by parts.palette.collectAsState()
    val send: (Intent) -> Unit = shell::send
    BoxWithConstraints(Modifier.fillMaxSize()) {
        val density = LocalDensity.current
        val zoom = zoomFor(minOf(maxWidth, maxHeight))
        CompositionLocalProvider(
            LocalLang provides language,
            LocalPalette provides palette,
            LocalDensity provides Density(density.density * zoom, density.fontScale),
        ) {
            Screens(parts, screen, shell, send)
            // The platform's own word over the screens (Android: a refused permission).
            overlay()
        }
    }
}

/**
 * How much larger than on a phone a screen draws everything (text, seats, buttons, tiles): 1 on a
 * phone, up to [MAX_ZOOM] on a tablet, so that a tablet's table looks like a phone's seen closer,
 * not a phone's table lost in felt. A 412 dp phone stays at 1; an 800 dp tablet draws at 1.43
 * (its felt then lays out as 895 x 559 dp, a phone held sideways with room to spare).
 */
fun zoomFor(shorterSide: Dp): Float = (shorterSide.value / PHONE_SHORT_SIDE).coerceIn(1f, MAX_ZOOM)

private const val PHONE_SHORT_SIDE = 560f
private const val MAX_ZOOM = 1.45f

@Composable
private fun Screens(parts: org.okey.ui.shell.ViewParts, screen: Screen, shell: AppShell, send: (Intent) -> Unit) {
    Box(Modifier.fillMaxSize()) {
        when (screen) {
            Screen.HOME -> {
                val home by parts.home.collectAsState()
                val notice by parts.notice.collectAsState()
                HomeScreen(home, notice, send)
            }
            Screen.NEW_GAME -> {
                val form by parts.newGame.collectAsState()
                val notice by parts.notice.collectAsState()
                form?.let { NewGameScreen(it, notice, send) }
            }
            Screen.TABLE -> TableScreen(parts, shell.flights, send)
            Screen.STATISTICS -> {
                val statistics by parts.statistics.collectAsState()
                statistics?.let { StatisticsScreen(it, send) }
            }
            Screen.RULES -> {
                val rules by parts.rules.collectAsState()
                rules?.let { RulesScreen(it, send) }
            }
            Screen.SETTINGS -> {
                val settings by parts.settings.collectAsState()
                SettingsScreen(settings, send)
            }
            Screen.REVIEW -> {
                val review by parts.review.collectAsState()
                review?.let { ReviewScreen(it, send) }
            }
            Screen.LOBBY -> {
                val lobby by parts.lobby.collectAsState()
                lobby?.let { LobbyScreen(it, shell.qr, send) }
            }
            Screen.JOIN -> {
                val join by parts.join.collectAsState()
                join?.let { JoinScreen(it, send) }
            }
        }
        // A question outside the table (clearing the statistics).
        val dialog by parts.dialog.collectAsState()
        dialog?.let { QuestionDialog(it) { answer: Answer -> send(Intent.Answer(answer)) } }
    }
}
