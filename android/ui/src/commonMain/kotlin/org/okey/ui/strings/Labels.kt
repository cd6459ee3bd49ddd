package org.okey.ui.strings

import org.okey.ui.engine.BotLevelUi
import org.okey.ui.engine.Face
import org.okey.ui.engine.PenaltyKind
import org.okey.ui.engine.PresetId
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

    fun preset(preset: PresetId): Text = when (preset) {
        PresetId.STANDARD -> Text("Standard", "Standart")
        PresetId.ONLINE -> Text("Online", "Online")
        PresetId.GUIDE -> Text("Guide", "Rehber")
        PresetId.KATLAMALI -> Text("Katlamalı", "Katlamalı")
        PresetId.DUZ -> Text("Düz", "Düz")
    }

    /** One line saying what makes the preset different. */
    fun presetLine(preset: PresetId): Text = when (preset) {
        PresetId.STANDARD -> Text("Open with 101 or 5 pairs; the usual penalties.", "101 ya da 5 çiftle açılır; bilinen cezalar.")
        PresetId.ONLINE -> Text("As the popular online tables play it.", "Online masalardaki gibi.")
        PresetId.GUIDE -> Text("As the printed rule guides describe it.", "Kural kitapçıklarındaki gibi.")
        PresetId.KATLAMALI -> Text("Thresholds rise and okeys can be won back.", "Açılış barajı artar, okey geri alınabilir.")
        PresetId.DUZ -> Text("14 tiles, no laying: finish with a whole hand.", "14 taş, açma yok: eli tamamlayıp bitir.")
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

    /** A rule option's label, by the engine's field name. */
    fun option(key: String): Text = optionLabels[key] ?: Text(key.replace('_', ' '), key.replace('_', ' '))

    /** A choice's label, by the engine's value name. */
    fun choice(value: String): Text = choiceLabels[value] ?: Text(value.replace('_', ' '), value.replace('_', ' '))

    private val optionLabels = mapOf(
        "players" to S.players,
        "partners" to S.partners,
        "deals" to S.deals,
        "starting_points" to Text("Starting points", "Başlangıç puanı"),
        "opening_threshold" to Text("Opening threshold", "Açılış barajı"),
        "pairs_threshold" to Text("Pairs to open", "Çiftle açmak için"),
        "rising_thresholds" to Text("Rising thresholds", "Artan baraj"),
        "multipliers" to Text("Multipliers", "Katlar"),
        "okey_in_hand" to Text("Okey left in hand", "Elde kalan okey"),
        "stock_exhausted" to Text("When the stock runs out", "Deste bitince"),
        "false_joker_indicator" to Text("False joker as indicator", "Gösterge sahte okey çıkarsa"),
        "late_pairs" to Text("Late pairs", "Sonradan çift"),
        "one_colour_win" to Text("One-colour win", "Tek renk bitiş"),
        "starter" to Text("Who starts", "Kim başlar"),
        "giver_penalty" to Text("Giver penalty", "Taş veren cezası"),
        "return_taken_discard" to Text("Return a taken discard", "Alınan taşı geri verme"),
        "full_hand_below_threshold" to Text("Full hand below the threshold", "Barajın altında elden bitiş"),
        "indicator_last_tile" to Text("Indicator as the last tile", "Son taş gösterge"),
        "ten_pairs_finish" to Text("Ten pairs finish", "On çiftle bitiş"),
        "all_pairs_cancels" to Text("Everyone on pairs cancels", "Herkes çifte giderse el iptal"),
        "exhausted_deal_counts" to Text("A stock-out deal counts", "Deste biten el sayılır"),
        "joker_pairs" to Text("Okey pairs", "Okey çifti"),
        "wait_turn_after_opening" to Text("Wait a turn after opening", "Açtıktan sonra bir el bekle"),
        "okey_retrieval" to Text("Win the okey back (katlamalı)", "Okeyi geri alma (katlamalı)"),
        "layoff_cap_per_end" to Text("İşleme limit per end", "Uç başına işleme sınırı"),
    )

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
