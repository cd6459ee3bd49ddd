package org.okey.ui

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import org.okey.ui.engine.Arrangement
import org.okey.ui.engine.BotLevelUi
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.RuleOption
import org.okey.ui.engine.SideUi
import org.okey.ui.home.AppStateHolder
import org.okey.ui.home.HomeScreen
import org.okey.ui.home.NewGameIntents
import org.okey.ui.home.NewGameScreen
import org.okey.ui.home.Screen
import org.okey.ui.home.SettingsScreen
import org.okey.ui.rules.RulesScreen
import org.okey.ui.review.ReviewScreen
import org.okey.ui.stats.StatisticsIntents
import org.okey.ui.stats.StatisticsScreen
import org.okey.ui.strings.LocalLang
import org.okey.ui.table.LocalMotionMillis
import org.okey.ui.table.TableIntents
import org.okey.ui.table.TableScreen
import org.okey.ui.table.TableStateHolder
import org.okey.ui.theme.LocalPalette

/** The whole app: the screen the app state holder names, in the player's language and palette. */
@Composable
fun OkeyApp(app: AppStateHolder) {
    val state by app.state.collectAsState()
    CompositionLocalProvider(
        LocalLang provides state.settings.lang,
        LocalPalette provides state.settings.palette,
        LocalMotionMillis provides state.settings.botSpeed.motionMillis,
    ) {
        when (state.screen) {
            Screen.HOME -> HomeScreen(state, app::continueGame, app::go)
            Screen.NEW_GAME -> {
                val form by app.newGame.state.collectAsState()
                val intents = remember(app) { newGameIntents(app) }
                NewGameScreen(form, state.notice, intents)
            }
            Screen.TABLE -> {
                val holder = app.table
                if (holder == null) {
                    HomeScreen(state, app::continueGame, app::go)
                } else {
                    // Passed as a State: each part of the table reads its own slice of it.
                    val table = holder.state.collectAsState()
                    val intents = remember(holder) { tableIntents(holder, playAgain = app::startNewGame, review = app::openReview, home = app::backHome) }
                    TableScreen(table, intents)
                }
            }
            Screen.STATISTICS -> {
                val stats by app.statistics.state.collectAsState()
                val intents = remember(app) { statisticsIntents(app) }
                StatisticsScreen(stats, state.presetLabels, intents)
            }
            Screen.RULES -> state.rules?.let { RulesScreen(it, app::chooseRulesPreset, app::backHome) } ?: HomeScreen(state, app::continueGame, app::go)
            Screen.REVIEW -> {
                val holder = app.review
                if (holder == null) {
                    HomeScreen(state, app::continueGame, app::go)
                } else {
                    val review by holder.state.collectAsState()
                    ReviewScreen(review, holder::select, holder::back, app::closeReview)
                }
            }
            Screen.SETTINGS -> SettingsScreen(state.settings, app.table?.state?.value?.seed, app::updateSettings, app::backHome)
        }
    }
}

fun newGameIntents(app: AppStateHolder) = object : NewGameIntents {
    override fun choosePreset(preset: PresetId) = app.newGame.choosePreset(preset)
    override fun setOption(option: RuleOption) = app.newGame.setOption(option)
    override fun setOpponent(index: Int, level: BotLevelUi) = app.newGame.setOpponent(index, level)
    override fun resetToPreset() = app.newGame.resetToPreset()
    override fun toggleHouseRules() = app.newGame.toggleHouseRules()
    override fun start() = app.startNewGame()
    override fun back() = app.backHome()
}

fun statisticsIntents(app: AppStateHolder) = object : StatisticsIntents {
    override fun askClear() = app.statistics.askClear()
    override fun confirmClear() {
        app.statistics.confirmClear()
    }
    override fun cancelClear() = app.statistics.cancelClear()
    override fun back() = app.backHome()
}

/** The table's intents; [playAgain] starts a game like the one that ended (the New game form's), [review] opens its Review. */
fun tableIntents(holder: TableStateHolder, playAgain: () -> Unit = {}, review: () -> Unit = {}, home: () -> Unit) = object : TableIntents {
    override fun toggleSelect(tileId: Int) = holder.toggleSelect(tileId)
    override fun moveTile(tileId: Int, toSlot: Int) = holder.moveTile(tileId, toSlot)
    override fun draw() = holder.draw()
    override fun takeDiscard() = holder.takeDiscard()
    override fun returnTaken() = holder.returnTaken()
    override fun laySelected() = holder.laySelected()
    override fun layOff(tileId: Int, meldId: Int) = holder.layOff(tileId, meldId)
    override fun chooseLayOffSide(side: SideUi) = holder.chooseLayOffSide(side)
    override fun cancelLayOff() = holder.cancelLayOff()
    override fun retrieveOkey(tileId: Int, meldId: Int) = holder.retrieveOkey(tileId, meldId)
    override fun discard(tileId: Int) = holder.discard(tileId)
    override fun confirmDiscard() = holder.confirmDiscard()
    override fun cancelDiscard() = holder.cancelDiscard()
    override fun takeBack() = holder.takeBack()
    override fun confirmTakeBack() = holder.confirmTakeBack()
    override fun cancelTakeBack() = holder.cancelTakeBack()
    override fun arrange(arrangement: Arrangement) = holder.arrange(arrangement)
    override fun hint() = holder.hint()
    override fun finish() = holder.finish()
    override fun showIndicator() = holder.showIndicator()
    override fun nextDeal() = holder.nextDeal()
    override fun playAgain() = playAgain()
    override fun home() = home()
    override fun review() = review()
}
