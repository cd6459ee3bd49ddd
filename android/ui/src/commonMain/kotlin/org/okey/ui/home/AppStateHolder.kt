package org.okey.ui.home

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import org.okey.ui.engine.EngineGateway
import org.okey.ui.engine.EngineRefusal
import org.okey.ui.engine.GameHandle
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.Phase
import org.okey.ui.settings.Settings
import org.okey.ui.stats.StatisticsStateHolder
import org.okey.ui.storage.OrderedSaver
import org.okey.ui.storage.Storage
import org.okey.ui.strings.Lang
import org.okey.ui.strings.S
import org.okey.ui.table.TableStateHolder

enum class Screen { HOME, NEW_GAME, TABLE, STATISTICS, RULES, SETTINGS }

/** What Home shows of the saved game. */
data class SavedGameSummary(val preset: String, val deal: Int, val totals: List<Int>)

data class AppUiState(
    val screen: Screen,
    val settings: Settings,
    val saved: SavedGameSummary? = null,
    /** A notice for the player (a damaged save set aside). */
    val notice: String? = null,
    /** The preset the Rules screen explains. */
    val rulesPreset: PresetId = PresetId.STANDARD,
)

/**
 * The app's state holder: which screen shows, the settings, the saved game. It owns the screen
 * state holders it creates (the New game form, the table, the statistics) and the one [saver]
 * through which every file is written off the caller's thread, in order, on [saveDispatcher].
 */
class AppStateHolder(
    private val engine: EngineGateway,
    private val storage: Storage,
    private val scope: CoroutineScope,
    systemLang: Lang,
    private val botDispatcher: CoroutineDispatcher = Dispatchers.Default,
    private val newSeed: () -> Long = { kotlin.random.Random.nextLong() },
    saveDispatcher: CoroutineDispatcher = Dispatchers.Default,
    /** The pause before each bot move: the Settings' bot speed (tests pass none). */
    private val botPauseMillis: (Settings) -> Long = { it.botSpeed.pauseMillis },
) {
    private val _state = MutableStateFlow(AppUiState(Screen.HOME, Settings.load(storage, systemLang)))
    val state: StateFlow<AppUiState> = _state.asStateFlow()

    val saver = OrderedSaver(storage, scope, saveDispatcher)

    val statistics = StatisticsStateHolder(engine.statistics, storage, saver, scope, saveDispatcher)

    val newGame = NewGameStateHolder(engine, newSeed)

    var table: TableStateHolder? = null
        private set

    private var game: GameHandle? = null

    init {
        resume()
    }

    /** Loads the saved game; a save that fails to load is kept aside, the player told, a new game offered. */
    private fun resume() {
        val json = storage.read(TableStateHolder.SAVE_FILE)
        if (json == null) {
            _state.update { it.copy(screen = Screen.NEW_GAME) }
            return
        }
        try {
            val handle = engine.load(json)
            game = handle
            table = tableFor(handle, null)
            _state.update { it.copy(saved = summary(handle)) }
            // A game that ended just before the app stopped may not be counted yet (the engine
            // refuses to count one twice).
            if (handle.view().phase == Phase.GAME_OVER) recordStatistics(handle)
        } catch (e: EngineRefusal) {
            val aside = storage.setAside(TableStateHolder.SAVE_FILE) ?: TableStateHolder.SAVE_FILE
            val lang = _state.value.settings.lang
            _state.update { it.copy(screen = Screen.NEW_GAME, notice = S.savedAside[lang].replace("%s", aside)) }
        }
    }

    private fun summary(handle: GameHandle): SavedGameSummary? = try {
        val view = handle.view()
        SavedGameSummary(if (view.duz) "duz" else "okey101", view.deal, view.totals)
    } catch (e: EngineRefusal) {
        null
    }

    private fun tableFor(handle: GameHandle, seed: Long?) = TableStateHolder(
        game = handle,
        scope = scope,
        storage = storage,
        botPause = { botPauseMillis(_state.value.settings) },
        confirmCostlyDiscards = { _state.value.settings.confirmCostlyDiscards },
        botDispatcher = botDispatcher,
        seed = seed,
        saver = saver,
        onGameOver = { recordStatistics(handle) },
    )

    private fun recordStatistics(handle: GameHandle) = statistics.record {
        try {
            handle.save()
        } catch (e: EngineRefusal) {
            null
        }
    }

    /** Shows [screen]; the Rules screen opens on the preset the New game form has chosen. */
    fun go(screen: Screen) = _state.update {
        val rules = if (screen == Screen.RULES) newGame.state.value.preset else it.rulesPreset
        it.copy(screen = screen, notice = null, rulesPreset = rules)
    }

    fun chooseRulesPreset(preset: PresetId) = _state.update { it.copy(rulesPreset = preset) }

    fun continueGame() {
        val holder = table ?: return go(Screen.NEW_GAME)
        go(Screen.TABLE)
        holder.start()
    }

    /** Starts the game the New game form describes; stays on the form when the engine refuses. */
    fun startNewGame() {
        val (handle, seed) = newGame.start() ?: return
        game = handle
        saver.save(TableStateHolder.SAVE_FILE) {
            try {
                handle.save()
            } catch (e: EngineRefusal) {
                null
            }
        }
        val holder = tableFor(handle, seed)
        table = holder
        _state.update { it.copy(screen = Screen.TABLE, saved = summary(handle), notice = null) }
        holder.start()
    }

    fun backHome() {
        game?.let { handle -> _state.update { it.copy(saved = summary(handle)) } }
        go(Screen.HOME)
    }

    fun updateSettings(change: (Settings) -> Settings) {
        val next = change(_state.value.settings)
        saver.save(Settings.FILE) { next.encode() }
        _state.update { it.copy(settings = next) }
    }

    /** Writes whatever waits to be saved, on the calling thread: the app is going to the background. */
    fun flush() = saver.flush()
}
