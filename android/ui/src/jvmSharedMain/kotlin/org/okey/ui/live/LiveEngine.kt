package org.okey.ui.live

import org.okey.core.Action
import org.okey.core.GameConfig
import org.okey.core.Language
import org.okey.core.Layout
import org.okey.core.OkeyException
import org.okey.core.OkeyGame
import org.okey.core.Phase
import org.okey.core.Preset
import org.okey.core.SeatKind
import org.okey.core.Side
import org.okey.core.rulesForPreset
import org.okey.ui.engine.Arrangement
import org.okey.ui.engine.BotStep
import org.okey.ui.engine.DealResultUi
import org.okey.ui.engine.DuzProgressUi
import org.okey.ui.engine.EngineGateway
import org.okey.ui.engine.EngineRefusal
import org.okey.ui.engine.GameEvent
import org.okey.ui.engine.GameHandle
import org.okey.ui.engine.GameSetup
import org.okey.ui.engine.OpeningPreviewUi
import org.okey.ui.engine.PenaltyKind
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.RuleOption
import org.okey.ui.engine.RulesDescriptionUi
import org.okey.ui.engine.RulesTexts
import org.okey.core.ReviewListener
import org.okey.core.reviewGameWithProgress
import org.okey.core.reviewPosition
import org.okey.ui.engine.ReviewItemUi
import org.okey.ui.engine.ReviewUi
import org.okey.ui.engine.SeatPlayer
import org.okey.ui.engine.SideUi
import org.okey.ui.engine.StatisticsGateway
import org.okey.ui.engine.TableSnapshot
import org.okey.ui.engine.TileUi
import org.okey.core.MeldSpec
import org.okey.ui.engine.EngineHint
import org.okey.ui.strings.Lang

/**
 * Told how long an engine call took, on the thread that made it: the call through the bindings
 * (Rust work, JNA and the bindings' own decoding, and any wait for the game's lock), then the
 * conversion of its answer into the UI's values. A benchmark's hook: the app sets none.
 */
fun interface EngineProbe {
    fun record(ffiNanos: Long, convertNanos: Long)
}

/** The real engine, through the uniffi bindings (`libokey_ffi` loaded by JNA). */
class LiveEngine(private val probe: EngineProbe? = null) : EngineGateway {
    override fun presetOptions(preset: PresetId): List<RuleOption> = rulesForPreset(preset.core()).options()

    override fun start(setup: GameSetup): GameHandle = engineCall {
        val rules = rulesForPreset(setup.preset.core()).with(setup.options)
        val seats = listOf(SeatKind.Human) + setup.opponents.map { SeatKind.Bot(it.core()) }
        LiveGame(OkeyGame(GameConfig(rules, seats, setup.seed.toULong(), setup.lang.core())), probe)
    }

    override fun load(json: String): GameHandle = engineCall { LiveGame(OkeyGame.load(json), probe) }

    override val statistics: StatisticsGateway = LiveStatistics()

    override val rulesTexts: RulesTexts = LiveRulesTexts()
}

/** The engine's language for the app's. */
internal fun Lang.core(): Language = if (this == Lang.TR) Language.TURKISH else Language.ENGLISH

internal fun PresetId.core() = when (this) {
    PresetId.STANDARD -> Preset.STANDARD
    PresetId.ONLINE -> Preset.ONLINE
    PresetId.GUIDE -> Preset.GUIDE
    PresetId.KATLAMALI -> Preset.KATLAMALI
    PresetId.DUZ -> Preset.DUZ
}

/** Runs [block], turning the bindings' exception into the UI's [EngineRefusal]. */
private inline fun <T> engineCall(block: () -> T): T = try {
    block()
} catch (e: OkeyException) {
    val (code, detail) = when (e) {
        is OkeyException.Refused -> e.code to e.detail
        is OkeyException.InvalidInput -> e.code to e.detail
        is OkeyException.LoadFailed -> e.code to e.detail
        is OkeyException.Cancelled -> e.code to e.detail
    }
    throw EngineRefusal(code, detail)
}

private class LiveGame(private val game: OkeyGame, private val probe: EngineProbe?) : GameHandle {
    private val you = 0u

    /** [call] through the bindings, then [convert] of its answer, each timed for the [probe] if any. */
    private inline fun <R, T> measured(call: () -> R, convert: (R) -> T): T {
        if (probe == null) return convert(call())
        val start = System.nanoTime()
        val answer = call()
        val called = System.nanoTime()
        val converted = convert(answer)
        probe.record(called - start, System.nanoTime() - called)
        return converted
    }

    override val seats: List<SeatPlayer> = game.seats().map { it.ui() }

    override fun preset(): PresetId = engineCall { game.view(you).rules.preset.ui() }

    override fun view(): TableSnapshot = engineCall { measured({ game.view(you) }) { it.ui() } }

    override fun apply(action: PlayerAction): List<GameEvent> = engineCall {
        val core = action.core() ?: throw EngineRefusal("unsupported_action", "This action is not available here.")
        measured({ game.apply(you, core) }) { events -> events.map { it.ui() } }
    }

    override fun discardPenalty(tile: TileUi): PenaltyKind? = engineCall { measured({ game.discardPenalty(you, tile.core()) }) { it?.ui() } }

    // The engine's own answer, played on its copy of the game (no save and reload here).
    override fun trialPenalty(action: PlayerAction): GameEvent.Penalized? = engineCall {
        val core = action.core() ?: return@engineCall null
        measured({ game.penaltyFor(you, core) }) { it?.ui() as? GameEvent.Penalized }
    }

    override fun previewOpening(tiles: List<TileUi>): OpeningPreviewUi = engineCall {
        measured({ game.previewOpening(you, listOf(MeldSpec(null, tiles.map { it.core() }))) }) { p ->
            OpeningPreviewUi(p.value.toInt(), p.pairs.toInt(), p.neededValue.toInt(), p.neededPairs.toInt(), p.problem)
        }
    }

    override fun arrange(arrangement: Arrangement): List<List<TileUi>> = engineCall {
        val layout = if (arrangement == Arrangement.PAIRS) Layout.PAIRS else Layout.RUNS_AND_SETS
        measured({ game.arrange(you, layout) }) { groups -> groups.map { group -> group.map { it.ui() } } }
    }

    override fun setLanguage(lang: Lang) = game.setLanguage(lang.core())

    override fun hint(): EngineHint? = engineCall {
        game.hint(you, game.language())?.let { h -> EngineHint(h.action.ui(), h.highlight.map { it.ui() }, h.reason, h.code) }
    }

    override fun botToMove(): Int? = game.botToMove()?.toInt()

    override fun stepBot(): BotStep? = engineCall {
        game.stepBot(you)?.let { step -> BotStep(step.seat.toInt(), step.action.ui(), step.events.map { it.ui() }) }
    }

    override fun results(): List<DealResultUi> = measured({ game.results() }) { results -> results.map { it.ui() } }

    override fun layOffSides(tile: TileUi, meld: Int): List<SideUi> = engineCall {
        measured({ game.layOffSides(you, tile.core(), meld.toUInt()) }) { sides -> sides.map { if (it == Side.LOW) SideUi.LOW else SideUi.HIGH } }
    }

    override fun duzProgress(): DuzProgressUi = engineCall {
        measured({ game.duzProgress(you) }) { p -> DuzProgressUi(p.inSetsAndRuns.toInt(), p.pairs.toInt(), p.winningDiscards.map { it.ui() }) }
    }

    override fun leaders(): List<Int> = engineCall { measured({ game.leaders() }) { leaders -> leaders.map { it.toInt() } } }

    override fun revealedRacks(): List<List<TileUi>> = engineCall {
        // Only once the deal is over: during play a seat sees no other rack.
        val phase = game.view(you).phase
        if (phase != Phase.DEAL_OVER && phase != Phase.GAME_OVER) {
            emptyList()
        } else {
            game.seats().indices.map { seat -> game.view(seat.toUInt()).rack.map { it.ui() } }
        }
    }

    override fun review(lang: Lang, onProgress: (done: Int, total: Int) -> Boolean): ReviewUi = engineCall {
        val listener = object : ReviewListener {
            override fun onProgress(done: UInt, total: UInt): Boolean = onProgress(done.toInt(), total.toInt())
        }
        val review = reviewGameWithProgress(game, you, lang.core(), listener)
        ReviewUi(
            review.turns.toInt(),
            review.agreed.toInt(),
            review.items.map {
                ReviewItemUi(
                    deal = it.deal.toInt(),
                    turn = it.turn.toInt(),
                    points = it.points,
                    code = it.code,
                    made = it.madeText,
                    better = it.betterText,
                    text = it.text,
                    position = it.position,
                    moveIndex = it.moveIndex.toInt(),
                    madeWords = it.madeWords,
                    betterWords = it.betterWords,
                    madeTiles = it.made.flatMap { action -> action.tiles() }.map { tile -> tile.id.toInt() }.toSet(),
                    betterTiles = it.better.flatMap { action -> action.tiles() }.map { tile -> tile.id.toInt() }.toSet(),
                    madeTakes = it.made.any { action -> action is Action.TakeDiscard },
                    betterTakes = it.better.any { action -> action is Action.TakeDiscard },
                )
            },
        )
    }

    override fun reviewPosition(moveIndex: Int): TableSnapshot = engineCall {
        reviewPosition(game.save(), you, moveIndex.toUInt()).ui()
    }

    override fun describeRules(lang: Lang): RulesDescriptionUi = engineCall { org.okey.core.describeRules(game.view(you).rules, lang.core()).ui() }

    override fun save(): String = game.save()
}
