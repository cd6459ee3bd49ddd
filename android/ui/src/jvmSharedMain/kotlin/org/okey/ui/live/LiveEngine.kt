package org.okey.ui.live

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
import org.okey.core.reviewGame
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

/** The real engine, through the uniffi bindings (`libokey_ffi` loaded by JNA). */
class LiveEngine : EngineGateway {
    override fun presetOptions(preset: PresetId): List<RuleOption> = rulesForPreset(preset.core()).options()

    override fun start(setup: GameSetup): GameHandle = engineCall {
        val rules = rulesForPreset(setup.preset.core()).with(setup.options)
        val seats = listOf(SeatKind.Human) + setup.opponents.map { SeatKind.Bot(it.core()) }
        LiveGame(OkeyGame(GameConfig(rules, seats, setup.seed.toULong(), setup.lang.core())))
    }

    override fun load(json: String): GameHandle = engineCall { LiveGame(OkeyGame.load(json)) }

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
    }
    throw EngineRefusal(code, detail)
}

private class LiveGame(private val game: OkeyGame) : GameHandle {
    private val you = 0u

    override val seats: List<SeatPlayer> = game.seats().map { it.ui() }

    override fun preset(): PresetId = engineCall { game.view(you).rules.preset.ui() }

    override fun view(): TableSnapshot = engineCall { game.view(you).ui() }

    override fun apply(action: PlayerAction): List<GameEvent> = engineCall {
        val core = action.core() ?: throw EngineRefusal("unsupported_action", "This action is not available here.")
        game.apply(you, core).map { it.ui() }
    }

    override fun discardPenalty(tile: TileUi): PenaltyKind? = engineCall { game.discardPenalty(you, tile.core())?.ui() }

    override fun trialPenalty(action: PlayerAction): GameEvent.Penalized? = engineCall {
        val core = action.core() ?: return@engineCall null
        val trial = OkeyGame.load(game.save())
        trial.apply(you, core).map { it.ui() }.filterIsInstance<GameEvent.Penalized>().firstOrNull { it.seat == you.toInt() }
    }

    override fun previewOpening(tiles: List<TileUi>): OpeningPreviewUi = engineCall {
        val p = game.previewOpening(you, listOf(MeldSpec(null, tiles.map { it.core() })))
        OpeningPreviewUi(p.value.toInt(), p.pairs.toInt(), p.neededValue.toInt(), p.neededPairs.toInt(), p.problem)
    }

    override fun arrange(arrangement: Arrangement): List<List<TileUi>> = engineCall {
        val layout = if (arrangement == Arrangement.PAIRS) Layout.PAIRS else Layout.RUNS_AND_SETS
        game.arrange(you, layout).map { group -> group.map { it.ui() } }
    }

    override fun setLanguage(lang: Lang) = game.setLanguage(lang.core())

    override fun hint(): EngineHint? = engineCall {
        game.hint(you, game.language())?.let { h -> EngineHint(h.action.ui(), h.highlight.map { it.ui() }, h.reason, h.code) }
    }

    override fun botToMove(): Int? = game.botToMove()?.toInt()

    override fun stepBot(): BotStep? = engineCall {
        game.stepBot(you)?.let { step -> BotStep(step.seat.toInt(), step.action.ui(), step.events.map { it.ui() }) }
    }

    override fun results(): List<DealResultUi> = game.results().map { it.ui() }

    override fun layOffSides(tile: TileUi, meld: Int): List<SideUi> = engineCall {
        game.layOffSides(you, tile.core(), meld.toUInt()).map { if (it == Side.LOW) SideUi.LOW else SideUi.HIGH }
    }

    override fun duzProgress(): DuzProgressUi = engineCall {
        val p = game.duzProgress(you)
        DuzProgressUi(p.inSetsAndRuns.toInt(), p.pairs.toInt(), p.winningDiscards.map { it.ui() })
    }

    override fun leaders(): List<Int> = engineCall { game.leaders().map { it.toInt() } }

    override fun revealedRacks(): List<List<TileUi>> = engineCall {
        // Only once the deal is over: during play a seat sees no other rack.
        val phase = game.view(you).phase
        if (phase != Phase.DEAL_OVER && phase != Phase.GAME_OVER) {
            emptyList()
        } else {
            game.seats().indices.map { seat -> game.view(seat.toUInt()).rack.map { it.ui() } }
        }
    }

    override fun review(lang: Lang): ReviewUi = engineCall {
        val review = reviewGame(game, you, lang.core())
        ReviewUi(
            review.turns.toInt(),
            review.agreed.toInt(),
            review.items.map {
                ReviewItemUi(it.deal.toInt(), it.turn.toInt(), it.points, it.code, it.madeText, it.betterText, it.text, it.position)
            },
        )
    }

    override fun describeRules(lang: Lang): RulesDescriptionUi = engineCall { org.okey.core.describeRules(game.view(you).rules, lang.core()).ui() }

    override fun save(): String = game.save()
}
