package org.okey.ui.live

import org.okey.core.FalseJokerIndicator
import org.okey.core.LatePairs
import org.okey.core.Multipliers
import org.okey.core.OkeyInHand
import org.okey.core.OneColourWin
import org.okey.core.Rules
import org.okey.core.Starter
import org.okey.core.StockExhausted
import org.okey.ui.engine.RuleOption

/**
 * Every field of the engine's `Rules` as a form option, and back. The bounds only shape the
 * form's steppers; the engine validates the result and explains what is wrong.
 */
private class Field(val read: (Rules) -> RuleOption, val write: (Rules, RuleOption) -> Rules)

private fun toggle(key: String, get: (Rules) -> Boolean, set: (Rules, Boolean) -> Rules) = Field(
    { RuleOption.Toggle(key, get(it)) },
    { r, o -> if (o is RuleOption.Toggle) set(r, o.value) else r },
)

private fun number(key: String, min: Int, max: Int, step: Int, get: (Rules) -> Int, set: (Rules, Int) -> Rules) = Field(
    { RuleOption.Number(key, get(it), min, max, step) },
    { r, o -> if (o is RuleOption.Number) set(r, o.value) else r },
)

private inline fun <reified E : Enum<E>> choice(key: String, crossinline get: (Rules) -> E, crossinline set: (Rules, E) -> Rules) =
    Field(
        { RuleOption.Choice(key, get(it).name.lowercase(), enumValues<E>().map { e -> e.name.lowercase() }) },
        { r, o ->
            val picked = (o as? RuleOption.Choice)?.let { c -> enumValues<E>().firstOrNull { it.name.lowercase() == c.value } }
            if (picked != null) set(r, picked) else r
        },
    )

private val fields = listOf(
    number("players", 2, 4, 1, { it.players.toInt() }) { r, v -> r.copy(players = v.toUByte()) },
    toggle("partners", { it.partners }) { r, v -> r.copy(partners = v) },
    number("deals", 1, 20, 1, { it.deals.toInt() }) { r, v -> r.copy(deals = v.toUShort()) },
    number("starting_points", 5, 40, 1, { it.startingPoints.toInt() }) { r, v -> r.copy(startingPoints = v.toUShort()) },
    number("opening_threshold", 51, 201, 10, { it.openingThreshold.toInt() }) { r, v -> r.copy(openingThreshold = v.toUShort()) },
    number("pairs_threshold", 1, 10, 1, { it.pairsThreshold.toInt() }) { r, v -> r.copy(pairsThreshold = v.toUByte()) },
    toggle("rising_thresholds", { it.risingThresholds }) { r, v -> r.copy(risingThresholds = v) },
    choice("multipliers", { it.multipliers }) { r, v: Multipliers -> r.copy(multipliers = v) },
    choice("okey_in_hand", { it.okeyInHand }) { r, v: OkeyInHand -> r.copy(okeyInHand = v) },
    choice("stock_exhausted", { it.stockExhausted }) { r, v: StockExhausted -> r.copy(stockExhausted = v) },
    choice("false_joker_indicator", { it.falseJokerIndicator }) { r, v: FalseJokerIndicator -> r.copy(falseJokerIndicator = v) },
    choice("late_pairs", { it.latePairs }) { r, v: LatePairs -> r.copy(latePairs = v) },
    choice("one_colour_win", { it.oneColourWin }) { r, v: OneColourWin -> r.copy(oneColourWin = v) },
    choice("starter", { it.starter }) { r, v: Starter -> r.copy(starter = v) },
    toggle("giver_penalty", { it.giverPenalty }) { r, v -> r.copy(giverPenalty = v) },
    toggle("return_taken_discard", { it.returnTakenDiscard }) { r, v -> r.copy(returnTakenDiscard = v) },
    toggle("full_hand_below_threshold", { it.fullHandBelowThreshold }) { r, v -> r.copy(fullHandBelowThreshold = v) },
    toggle("indicator_last_tile", { it.indicatorLastTile }) { r, v -> r.copy(indicatorLastTile = v) },
    toggle("ten_pairs_finish", { it.tenPairsFinish }) { r, v -> r.copy(tenPairsFinish = v) },
    toggle("all_pairs_cancels", { it.allPairsCancels }) { r, v -> r.copy(allPairsCancels = v) },
    toggle("exhausted_deal_counts", { it.exhaustedDealCounts }) { r, v -> r.copy(exhaustedDealCounts = v) },
    toggle("joker_pairs", { it.jokerPairs }) { r, v -> r.copy(jokerPairs = v) },
    toggle("wait_turn_after_opening", { it.waitTurnAfterOpening }) { r, v -> r.copy(waitTurnAfterOpening = v) },
    toggle("okey_retrieval", { it.okeyRetrieval }) { r, v -> r.copy(okeyRetrieval = v) },
    Field(
        { RuleOption.OptionalNumber("layoff_cap_per_end", it.layoffCapPerEnd?.toInt(), 1, 13) },
        { r, o -> if (o is RuleOption.OptionalNumber) r.copy(layoffCapPerEnd = o.value?.toUByte()) else r },
    ),
)

internal fun Rules.options(): List<RuleOption> = fields.map { it.read(this) }

internal fun Rules.with(options: List<RuleOption>): Rules =
    options.fold(this) { rules, option -> fields.fold(rules) { r, f -> if (f.read(r).key == option.key) f.write(r, option) else r } }
