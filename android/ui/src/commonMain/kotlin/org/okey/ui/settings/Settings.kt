package org.okey.ui.settings

import org.okey.ui.storage.FileText
import org.okey.ui.storage.Storage
import org.okey.ui.strings.Lang

enum class Palette { STANDARD, COLOUR_BLIND }

/** The pause between two bot moves. */
enum class BotSpeed(val pauseMillis: Long) {
    FAST(150), NORMAL(600), SLOW(1200);

    /** How long a move's tiles take to travel: within the pause, so moves never overlap. */
    val motionMillis: Int get() = (pauseMillis * 4 / 5).toInt()
}

data class Settings(
    val lang: Lang = Lang.EN,
    val palette: Palette = Palette.STANDARD,
    val botSpeed: BotSpeed = BotSpeed.NORMAL,
    val confirmCostlyDiscards: Boolean = true,
    val showSeed: Boolean = false,
) {
    fun encode(): String = listOf(
        "lang=${lang.name}",
        "palette=${palette.name}",
        "botSpeed=${botSpeed.name}",
        "confirmCostlyDiscards=$confirmCostlyDiscards",
        "showSeed=$showSeed",
    ).joinToString("\n")

    companion object {
        const val FILE = "settings.properties"

        /** Reads [text]; a missing or unknown value keeps its default (settings never fail to load). */
        fun decode(text: String?, defaultLang: Lang): Settings {
            val map = text.orEmpty().lines().mapNotNull { line ->
                line.split('=', limit = 2).takeIf { it.size == 2 }?.let { it[0].trim() to it[1].trim() }
            }.toMap()
            return Settings(
                lang = Lang.entries.firstOrNull { it.name == map["lang"] } ?: defaultLang,
                palette = Palette.entries.firstOrNull { it.name == map["palette"] } ?: Palette.STANDARD,
                botSpeed = BotSpeed.entries.firstOrNull { it.name == map["botSpeed"] } ?: BotSpeed.NORMAL,
                confirmCostlyDiscards = map["confirmCostlyDiscards"]?.toBooleanStrictOrNull() ?: true,
                showSeed = map["showSeed"]?.toBooleanStrictOrNull() ?: false,
            )
        }

        /**
         * The settings in [storage]. A file that is not usable text (unreadable, too large, not
         * UTF-8) is kept aside, so the next change of settings does not write over it, and the
         * defaults apply; any text decodes.
         */
        fun load(storage: Storage, defaultLang: Lang): Settings = when (val stored = storage.readText(FILE)) {
            is FileText.Found -> decode(stored.text, defaultLang)
            is FileText.Unusable -> decode(null, defaultLang).also { storage.setAside(FILE) }
            FileText.Missing -> decode(null, defaultLang)
        }
    }
}
