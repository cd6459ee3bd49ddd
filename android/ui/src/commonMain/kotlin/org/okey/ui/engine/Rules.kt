package org.okey.ui.engine

import org.okey.ui.strings.Lang

/** The presets the engine offers, by their stable names. */
enum class PresetId(val key: String) {
    STANDARD("standard"), ONLINE("online"), GUIDE("guide"), KATLAMALI("katlamali"), DUZ("duz");

    val duz: Boolean get() = this == DUZ
}

/**
 * One option of the engine's rules value, as a form edits it. [key] is the engine's field name
 * (snake case); the form finds its label in the string table by it. The engine alone decides which
 * combinations are valid: the form shows its validation message.
 */
sealed interface RuleOption {
    val key: String

    data class Toggle(override val key: String, val value: Boolean) : RuleOption
    data class Number(override val key: String, val value: Int, val min: Int, val max: Int, val step: Int = 1) : RuleOption
    data class Choice(override val key: String, val value: String, val choices: List<String>) : RuleOption

    /** A number that may be switched off (no limit). */
    data class OptionalNumber(override val key: String, val value: Int?, val min: Int, val max: Int) : RuleOption
}

/** A new game as the New game form builds it. */
data class GameSetup(
    val preset: PresetId,
    val options: List<RuleOption>,
    /** Seat 0 is the player; one entry per opponent. */
    val opponents: List<BotLevelUi>,
    val seed: Long,
    /** The language of the engine's messages for this game (it refuses invalid rules in it). */
    val lang: Lang = Lang.EN,
) {
    fun option(key: String): RuleOption? = options.firstOrNull { it.key == key }
}
