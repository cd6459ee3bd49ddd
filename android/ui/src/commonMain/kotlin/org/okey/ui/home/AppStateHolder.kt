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
import org.okey.ui.engine.GlossaryTermUi
import org.okey.ui.engine.RulesDescriptionUi
import org.okey.ui.settings.Settings
import org.okey.ui.stats.StatisticsStateHolder
import org.okey.ui.storage.FileText
import org.okey.ui.storage.OrderedSaver
import org.okey.ui.storage.Storage
import org.okey.ui.strings.Lang
import org.okey.ui.strings.S
import org.okey.ui.table.TableStateHolder
import org.okey.ui.review.ReviewStateHolder

enum class Screen { HOME, NEW_GAME, TABLE, STATISTICS, RULES, SETTINGS, REVIEW }

/** What Home shows of the saved game. */
data class SavedGameSummary(val preset: PresetId, val deal: Int, val totals: List<Int>)

data class AppUiState(
    val screen: Screen,
    val settings: Settings,
    val saved: SavedGameSummary? = null,
    /** A notice for the player (a damaged save set aside). */
    val notice: String? = null,
    /** The preset the Rules screen explains; null for the rules of the game in progress. */
    val rulesPreset: PresetId? = PresetId.STANDARD,
    /** What the Rules screen shows, in the engine's words; set when it opens. */
    val rules: RulesUiState? = null,
    /** Each preset's name in the engine's words, in the app's language (Home, Statistics). */
    val presetLabels: Map<PresetId, String> = emptyMap(),
)

/** The Rules screen: which rules it explains, the choices, and the engine's texts for them. */
data class RulesUiState(
    val choice: PresetId?,
    /** Whether "this game" is offered (a game is in progress). */
    val hasGame: Boolean,
    val labels: Map<PresetId, String>,
    val description: RulesDescriptionUi,
    val glossary: List<GlossaryTermUi>,
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
    /** How long the table shows a message (see [TableStateHolder]). */
    private val messageMillis: Long = TableStateHolder.MESSAGE_MILLIS,
) {
    private val _state = MutableStateFlow(
        Settings.load(storage, systemLang).let { settings -> AppUiState(Screen.HOME, settings, presetLabels = presetLabels(settings.lang)) },
    )
    val state: StateFlow<AppUiState> = _state.asStateFlow()

    val saver = OrderedSaver(storage, scope, saveDispatcher)

    val statistics = StatisticsStateHolder(engine.statistics, storage, saver, scope, saveDispatcher)

    val newGame = NewGameStateHolder(engine, newSeed, _state.value.settings.lang)

    var table: TableStateHolder? = null
        private set

    private var game: GameHandle? = null

    /** The Review screen's holder, made when Game over's Review is pressed. */
    var review: ReviewStateHolder? = null
        private set

    init {
        resume()
    }

    /**
     * Loads the saved game; a save that fails to load in any way (unreadable, too large, not
     * UTF-8, refused by the engine) is kept aside, the player told, a new game offered.
     */
    private fun resume() {
        val json = when (val stored = storage.readText(TableStateHolder.SAVE_FILE)) {
            FileText.Missing -> {
                _state.update { it.copy(screen = Screen.NEW_GAME) }
                return
            }
            is FileText.Unusable -> return setSaveAside()
            is FileText.Found -> stored.text
        }
        try {
            val handle = engine.load(json)
            // A loaded game starts in English: it speaks the app's language from here on.
            handle.setLanguage(_state.value.settings.lang)
            game = handle
            // The seed was kept beside the save when the game started (Settings shows it on request).
            val seed = (storage.readText(SEED_FILE) as? FileText.Found)?.text?.trim()?.toLongOrNull()
            table = tableFor(handle, seed)
            _state.update { it.copy(saved = summary(handle)) }
            // A game that ended just before the app stopped may not be counted yet (the engine
            // refuses to count one twice).
            if (handle.view().phase == Phase.GAME_OVER) recordStatistics(handle)
        } catch (e: EngineRefusal) {
            setSaveAside()
        }
    }

    private fun setSaveAside() {
        val aside = storage.setAside(TableStateHolder.SAVE_FILE) ?: TableStateHolder.SAVE_FILE
        val lang = _state.value.settings.lang
        _state.update { it.copy(screen = Screen.NEW_GAME, notice = S.savedAside[lang].replace("%s", aside)) }
    }

    private fun summary(handle: GameHandle): SavedGameSummary? = try {
        val view = handle.view()
        SavedGameSummary(handle.preset(), view.deal, view.totals)
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
        messageMillis = messageMillis,
    )

    private fun recordStatistics(handle: GameHandle) = statistics.record {
        try {
            handle.save()
        } catch (e: EngineRefusal) {
            null
        }
    }

    /**
     * Shows [screen]; the Rules screen opens on the rules of the game in progress, or without one on
     * the preset the New game form has chosen.
     */
    fun go(screen: Screen) {
        // Leaving the Review stops the engine's work on it.
        if (screen != Screen.REVIEW) closeReviewWork()
        _state.update { it.copy(screen = screen, notice = null) }
        if (screen == Screen.RULES) chooseRulesPreset(if (gameInProgress() != null) null else newGame.state.value.preset)
    }

    private fun gameInProgress(): GameHandle? = game?.takeIf { handle ->
        try {
            handle.view().phase != Phase.GAME_OVER
        } catch (e: EngineRefusal) {
            false
        }
    }

    /** Explains [preset], or the game in progress when null (and there is one). */
    fun chooseRulesPreset(preset: PresetId?) = _state.update {
        val rules = rulesFor(preset, it.settings.lang)
        it.copy(rulesPreset = rules.choice, rules = rules)
    }

    private fun rulesFor(preset: PresetId?, lang: Lang): RulesUiState {
        val texts = engine.rulesTexts
        val current = gameInProgress()
        val choice = if (current == null) preset ?: newGame.state.value.preset else preset
        val description = when {
            choice != null -> texts.describe(choice, engine.presetOptions(choice), lang)
            current != null -> try {
                current.describeRules(lang)
            } catch (e: EngineRefusal) {
                null
            }
            else -> null
        } ?: texts.describe(PresetId.STANDARD, engine.presetOptions(PresetId.STANDARD), lang)
        return RulesUiState(
            choice = choice,
            hasGame = current != null,
            labels = PresetId.entries.associateWith { texts.presetLabel(it, lang) },
            description = description,
            glossary = texts.glossary(lang),
        )
    }

    fun continueGame() {
        val holder = table ?: return go(Screen.NEW_GAME)
        go(Screen.TABLE)
        holder.start()
    }

    /** Starts the game the New game form describes; stays on the form when the engine refuses. */
    fun startNewGame() {
        val (handle, seed) = newGame.start(_state.value.settings.lang) ?: return
        closeReviewWork()
        table?.retire()
        game = handle
        saver.save(SEED_FILE) { seed.toString() }
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

    /** Opens the Review of the game (the engine works on [botDispatcher]; the screen shows it working). */
    fun openReview() {
        val handle = game ?: return
        closeReviewWork()
        review = ReviewStateHolder(handle, _state.value.settings.lang, scope, botDispatcher)
        go(Screen.REVIEW)
    }

    /** Back from the Review to the game-over table; the engine stops reviewing. */
    fun closeReview() = go(Screen.TABLE)

    private fun closeReviewWork() {
        review?.close()
        review = null
    }

    fun backHome() {
        game?.let { handle -> _state.update { it.copy(saved = summary(handle)) } }
        go(Screen.HOME)
    }

    fun updateSettings(change: (Settings) -> Settings) {
        val previous = _state.value.settings
        val next = change(previous)
        saver.save(Settings.FILE) { next.encode() }
        _state.update { it.copy(settings = next) }
        if (next.lang != previous.lang) {
            _state.update { it.copy(presetLabels = presetLabels(next.lang)) }
            game?.setLanguage(next.lang)
            table?.languageChanged()
            newGame.setLang(next.lang)
            if (_state.value.rules != null) chooseRulesPreset(_state.value.rulesPreset)
        }
    }

    private fun presetLabels(lang: Lang): Map<PresetId, String> = PresetId.entries.associateWith { engine.rulesTexts.presetLabel(it, lang) }

    /** Writes whatever waits to be saved, on the calling thread: the app is going to the background. */
    fun flush() = saver.flush()

    companion object {
        /** The shuffle seed of the saved game, written when it starts (the engine's save is its own format). */
        const val SEED_FILE = "game.seed"
    }
}
