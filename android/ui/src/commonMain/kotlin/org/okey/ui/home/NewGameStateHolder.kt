package org.okey.ui.home

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import org.okey.ui.engine.BotLevelUi
import org.okey.ui.engine.EngineGateway
import org.okey.ui.engine.EngineRefusal
import org.okey.ui.engine.GameHandle
import org.okey.ui.engine.GameSetup
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.RuleOption
import org.okey.ui.engine.OptionTextUi
import org.okey.ui.strings.Lang

/** The New game form: a preset, its options (house rules), the opponents, and the engine's verdict. */
data class NewGameUiState(
    val preset: PresetId,
    val options: List<RuleOption>,
    val presetOptions: List<RuleOption>,
    val opponents: List<BotLevelUi>,
    val showHouseRules: Boolean = false,
    /** The engine's validation message for the last attempt, if it refused. */
    val error: String? = null,
    /** The engine's words: each preset's name and one line, each option's name and explanation. */
    val texts: FormTexts = FormTexts(),
) {
    val players: Int get() = (options.firstOrNull { it.key == "players" } as? RuleOption.Number)?.value ?: 4
    val changedFromPreset: Boolean get() = options != presetOptions
}

/** The form's texts in the engine's words, in the player's language. */
data class FormTexts(
    val presetLabels: Map<PresetId, String> = emptyMap(),
    val presetSummaries: Map<PresetId, String> = emptyMap(),
    val options: Map<String, OptionTextUi> = emptyMap(),
)

class NewGameStateHolder(private val engine: EngineGateway, private val seed: () -> Long, private var lang: Lang = Lang.EN) {
    private val _state = MutableStateFlow(stateFor(PresetId.STANDARD, List(3) { BotLevelUi.MEDIUM }))
    val state: StateFlow<NewGameUiState> = _state.asStateFlow()

    private fun stateFor(preset: PresetId, levels: List<BotLevelUi>): NewGameUiState {
        val options = engine.presetOptions(preset)
        val s = NewGameUiState(preset, options, options, levels)
        return s.copy(opponents = fit(levels, s.players)).withTexts()
    }

    /** The engine's words for the form as it stands (an option's value in words follows it). */
    private fun NewGameUiState.withTexts(): NewGameUiState {
        val texts = engine.rulesTexts
        return copy(
            texts = FormTexts(
                presetLabels = PresetId.entries.associateWith { texts.presetLabel(it, lang) },
                presetSummaries = PresetId.entries.associateWith { texts.presetSummary(it, lang) },
                options = texts.options(preset, options, lang).associateBy { it.key },
            ),
        )
    }

    /** The player's language changed: the form's texts follow. */
    fun setLang(next: Lang) {
        lang = next
        _state.update { it.withTexts() }
    }

    private fun fit(levels: List<BotLevelUi>, players: Int): List<BotLevelUi> =
        List((players - 1).coerceAtLeast(0)) { levels.getOrNull(it) ?: levels.lastOrNull() ?: BotLevelUi.MEDIUM }

    fun choosePreset(preset: PresetId) = _state.update { stateFor(preset, it.opponents).copy(showHouseRules = it.showHouseRules) }

    fun setOption(option: RuleOption) = _state.update { s ->
        val options = s.options.map { if (it.key == option.key) option else it }
        val next = s.copy(options = options, error = null)
        next.copy(opponents = fit(s.opponents, next.players)).withTexts()
    }

    fun setOpponent(index: Int, level: BotLevelUi) = _state.update { s ->
        if (index !in s.opponents.indices) s else s.copy(opponents = s.opponents.toMutableList().also { it[index] = level })
    }

    fun resetToPreset() = _state.update {
        it.copy(options = it.presetOptions, error = null).let { s -> s.copy(opponents = fit(s.opponents, s.players)).withTexts() }
    }

    fun toggleHouseRules() = _state.update { it.copy(showHouseRules = !it.showHouseRules) }

    /** Asks the engine to start the game; on refusal the form shows the engine's message, in [lang]. */
    fun start(lang: Lang = Lang.EN): Pair<GameHandle, Long>? {
        val s = _state.value
        val seed = seed()
        return try {
            engine.start(GameSetup(s.preset, s.options, s.opponents, seed, lang)) to seed
        } catch (e: EngineRefusal) {
            _state.update { it.copy(error = e.detail) }
            null
        }
    }
}
