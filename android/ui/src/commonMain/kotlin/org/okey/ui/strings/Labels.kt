package org.okey.ui.strings

import org.okey.ui.engine.BotLevelUi
import org.okey.ui.engine.Face
import org.okey.ui.engine.PenaltyKind
import org.okey.ui.engine.TileColor
import org.okey.ui.engine.TileUi

/** Labels of engine values, by value, in both languages. */
object Labels {
    fun level(level: BotLevelUi): Text = when (level) {
        BotLevelUi.BEGINNER -> S.beginner
        BotLevelUi.EASY -> S.easy
        BotLevelUi.MEDIUM -> S.medium
        BotLevelUi.HARD -> S.hard
    }

    fun colour(colour: TileColor): Text = when (colour) {
        TileColor.RED -> S.red
        TileColor.YELLOW -> S.yellow
        TileColor.BLUE -> S.blue
        TileColor.BLACK -> S.black
    }

    fun penalty(kind: PenaltyKind): Text = when (kind) {
        PenaltyKind.DISCARDED_OKEY -> S.reasonOkey
        PenaltyKind.DISCARDED_PLAYABLE_TILE -> S.reasonPlayable
        PenaltyKind.TOOK_BACK -> S.reasonTookBack
        PenaltyKind.GAVE_OPENING_TILE -> S.reasonGaveOpening
    }

    /** Spoken description of a tile ("red 7", "okey, red 8", "false joker, plays as blue 11"). */
    fun tile(tile: TileUi, okey: Face?, lang: Lang): String {
        if (tile.falseJoker) {
            val plays = okey?.let { " ${S.playsAs[lang]} ${colour(it.color)[lang]} ${it.number}" }.orEmpty()
            return "${S.falseJoker[lang]},$plays"
        }
        val colour = tile.color?.let { colour(it)[lang] }.orEmpty()
        val isOkey = okey != null && tile.color == okey.color && tile.number == okey.number
        return if (isOkey) "okey, $colour ${tile.number}" else "$colour ${tile.number}"
    }

    /** A choice's label, by the engine's value name. */
    fun choice(value: String): Text = choiceLabels[value] ?: Text(value.replace('_', ' '), value.replace('_', ' '))

    private val choiceLabels = mapOf(
        "stack" to Text("stack", "katlanır"),
        "at_most_two" to Text("at most ×2", "en çok ×2"),
        "none" to Text("none", "yok"),
        "counts_in_value" to Text("counts its value", "değeri sayılır"),
        "flat_penalty" to Text("flat penalty", "sabit ceza"),
        "no_score_okey_penalty" to Text("no score, okey penalty", "puan yok, okey cezası"),
        "no_score" to Text("no score", "puan yok"),
        "score_hands" to Text("score the hands", "eller sayılır"),
        "redraw" to Text("redraw", "yeniden çek"),
        "risk_round" to Text("risk round", "riskli el"),
        "never" to Text("never", "asla"),
        "after_another_pairs_opening" to Text("after another pairs opening", "başkası çiftten açınca"),
        "plain" to Text("plain", "normal"),
        "doubles" to Text("doubles", "iki kat"),
        "red_or_black_doubles" to Text("red or black doubles", "kırmızı ya da siyah iki kat"),
        "after_dealer" to Text("after the dealer", "dağıtandan sonraki"),
        "dealer" to Text("the dealer", "dağıtan"),
    )
}
