package org.okey.ui.live

import org.okey.core.Action
import org.okey.core.ActionKind as CoreActionKind
import org.okey.core.BotLevel
import org.okey.core.Color
import org.okey.core.DealEnding
import org.okey.core.DealResult
import org.okey.core.Event
import org.okey.core.MeldKind
import org.okey.core.MeldSpec
import org.okey.core.OpenedWith
import org.okey.core.PenaltyReason
import org.okey.core.Phase as CorePhase
import org.okey.core.SeatKind
import org.okey.core.SeatView
import org.okey.core.Side
import org.okey.core.Tile
import org.okey.core.TileFace
import org.okey.ui.engine.ActionKind
import org.okey.ui.engine.BotLevelUi
import org.okey.ui.engine.DealEndingUi
import org.okey.ui.engine.DealResultUi
import org.okey.ui.engine.Face
import org.okey.ui.engine.GameEvent
import org.okey.ui.engine.MeldKindUi
import org.okey.ui.engine.MeldUi
import org.okey.ui.engine.OpenedKind
import org.okey.ui.engine.OpeningProgress
import org.okey.ui.engine.OtherSeatUi
import org.okey.ui.engine.PenaltyKind
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.SeatPlayer
import org.okey.ui.engine.SideUi
import org.okey.ui.engine.TableSnapshot
import org.okey.ui.engine.TileColor
import org.okey.ui.engine.TileUi
import org.okey.core.Variant

/** Conversions between the generated bindings and the UI's own values; no logic lives here. */
internal fun Color.ui(): TileColor = when (this) {
    Color.RED -> TileColor.RED
    Color.YELLOW -> TileColor.YELLOW
    Color.BLUE -> TileColor.BLUE
    Color.BLACK -> TileColor.BLACK
}

internal fun Tile.ui() = TileUi(id.toInt(), color?.ui(), number.toInt(), falseJoker)

internal fun TileUi.core() = Tile(
    id.toUByte(),
    when (color) {
        TileColor.RED -> Color.RED
        TileColor.YELLOW -> Color.YELLOW
        TileColor.BLUE -> Color.BLUE
        TileColor.BLACK -> Color.BLACK
        null -> null
    },
    number.toUByte(),
    falseJoker,
)

internal fun TileFace.ui() = Face(color.ui(), number.toInt())

internal fun OpenedWith.ui() = when (this) {
    OpenedWith.SETS_AND_RUNS -> OpenedKind.SETS_AND_RUNS
    OpenedWith.PAIRS -> OpenedKind.PAIRS
}

internal fun MeldKind.ui() = when (this) {
    MeldKind.SET -> MeldKindUi.SET
    MeldKind.RUN -> MeldKindUi.RUN
    MeldKind.PAIR -> MeldKindUi.PAIR
}

internal fun BotLevelUi.core() = when (this) {
    BotLevelUi.BEGINNER -> BotLevel.BEGINNER
    BotLevelUi.EASY -> BotLevel.EASY
    BotLevelUi.MEDIUM -> BotLevel.MEDIUM
    BotLevelUi.HARD -> BotLevel.HARD
}

internal fun SeatKind.ui() = when (this) {
    is SeatKind.Human -> SeatPlayer(null)
    is SeatKind.Bot -> SeatPlayer(
        when (level) {
            BotLevel.BEGINNER -> BotLevelUi.BEGINNER
            BotLevel.EASY -> BotLevelUi.EASY
            BotLevel.MEDIUM -> BotLevelUi.MEDIUM
            BotLevel.HARD -> BotLevelUi.HARD
        },
    )
}

internal fun PenaltyReason.ui() = when (this) {
    PenaltyReason.DISCARDED_OKEY -> PenaltyKind.DISCARDED_OKEY
    PenaltyReason.DISCARDED_PLAYABLE_TILE -> PenaltyKind.DISCARDED_PLAYABLE_TILE
    PenaltyReason.TOOK_BACK -> PenaltyKind.TOOK_BACK
    PenaltyReason.GAVE_OPENING_TILE -> PenaltyKind.GAVE_OPENING_TILE
}

private fun CorePhase.ui() = when (this) {
    CorePhase.DRAW -> Phase.DRAW
    CorePhase.PLAY -> Phase.PLAY
    CorePhase.DEAL_OVER -> Phase.DEAL_OVER
    CorePhase.GAME_OVER -> Phase.GAME_OVER
}

private fun CoreActionKind.ui() = ActionKind.valueOf(name)

internal fun SeatView.ui() = TableSnapshot(
    seat = seat.toInt(),
    duz = rules.variant == Variant.DUZ,
    players = rules.players.toInt(),
    deal = deal.toInt(),
    dealer = dealer.toInt(),
    indicator = indicator.ui(),
    okey = okey.ui(),
    rack = rack.map { it.ui() },
    opened = opened?.ui(),
    others = others.map { OtherSeatUi(it.seat.toInt(), it.rackSize.toInt(), it.opened?.ui(), it.openedValue.toInt(), it.openedPairs.toInt()) },
    table = table.map { m ->
        MeldUi(m.id.toInt(), m.owner.toInt(), m.kind.ui(), m.tiles.map { it.ui() }, m.faces.map { it.ui() }, m.value.toInt())
    },
    discards = discards.map { pile -> pile.map { it.ui() } },
    takeable = takeable?.ui(),
    stockSize = stockSize.toInt(),
    turn = turn.toInt(),
    phase = phase.ui(),
    openingThreshold = openingThreshold.toInt(),
    pairsThreshold = pairsThreshold.toInt(),
    laidThisTurn = laidThisTurn.map { it.ui() },
    openingThisTurn = openingThisTurn?.let { OpeningProgress(it.with.ui(), it.value.toInt(), it.pairs.toInt(), it.met) },
    penalties = penalties,
    totals = totals,
    allowed = allowed.map { it.ui() }.toSet(),
)

internal fun PlayerAction.core(): Action? = when (this) {
    PlayerAction.Draw -> Action.Draw
    PlayerAction.TakeDiscard -> Action.TakeDiscard
    PlayerAction.ReturnTaken -> Action.ReturnTaken
    is PlayerAction.Lay -> Action.Lay(melds.map { meld -> MeldSpec(null, meld.map { it.core() }) })
    is PlayerAction.LayOff -> Action.LayOff(
        tile.core(),
        meld.toUInt(),
        when (side) {
            SideUi.LOW -> Side.LOW
            SideUi.HIGH -> Side.HIGH
            null -> null
        },
    )
    is PlayerAction.RetrieveOkey -> Action.RetrieveOkey(tile.core(), meld.toUInt())
    PlayerAction.TakeBackAll -> Action.TakeBackAll
    is PlayerAction.Discard -> Action.Discard(tile.core())
    is PlayerAction.Finish -> Action.Finish(tile.core())
    PlayerAction.ShowIndicator -> Action.ShowIndicator
    PlayerAction.NextDeal -> Action.NextDeal
    is PlayerAction.Other -> null
}

internal fun Action.ui(): PlayerAction = when (this) {
    Action.Draw -> PlayerAction.Draw
    Action.TakeDiscard -> PlayerAction.TakeDiscard
    Action.ReturnTaken -> PlayerAction.ReturnTaken
    is Action.Lay -> PlayerAction.Lay(melds.map { m -> m.tiles.map { it.ui() } })
    is Action.LayOff -> PlayerAction.LayOff(tile.ui(), meld.toInt(), side?.let { if (it == Side.LOW) SideUi.LOW else SideUi.HIGH })
    is Action.RetrieveOkey -> PlayerAction.RetrieveOkey(tile.ui(), meld.toInt())
    Action.TakeBackAll -> PlayerAction.TakeBackAll
    is Action.Discard -> PlayerAction.Discard(tile.ui())
    is Action.Finish -> PlayerAction.Finish(tile.ui())
    Action.ShowIndicator -> PlayerAction.ShowIndicator
    Action.NextDeal -> PlayerAction.NextDeal
    else -> PlayerAction.Other(this::class.simpleName ?: "action")
}

/** The tiles an action names: those it lays, lays off, puts in an okey's place, takes back or discards. */
internal fun Action.tiles(): List<Tile> = when (this) {
    is Action.Lay -> melds.flatMap { it.tiles }
    is Action.LayOff -> listOf(tile)
    is Action.RetrieveOkey -> listOf(tile)
    is Action.TakeBack -> listOf(tile)
    is Action.Discard -> listOf(tile)
    is Action.Finish -> listOf(tile)
    else -> emptyList()
}

internal fun DealResult.ui() = DealResultUi(
    deal = deal.toInt(),
    ending = when (val e = ending) {
        is DealEnding.Won -> DealEndingUi.Won(e.winner.toInt(), e.okeyFinish, e.pairsFinish, e.allAtOnce, e.oneColour)
        DealEnding.StockExhausted -> DealEndingUi.StockExhausted
        DealEnding.AllPairs -> DealEndingUi.AllPairs
    },
    multiplier = multiplier,
    scores = scores,
    penalties = penalties,
)

internal fun Event.ui(): GameEvent = when (this) {
    is Event.Drew -> GameEvent.Drew(seat.toInt(), tile?.ui())
    is Event.TookDiscard -> GameEvent.TookDiscard(seat.toInt(), tile.ui())
    is Event.Laid -> GameEvent.Laid(seat.toInt(), tiles.map { it.ui() })
    is Event.LaidOff -> GameEvent.LaidOff(seat.toInt(), tile.ui())
    is Event.Opened -> GameEvent.Opened(seat.toInt(), with.ui(), value.toInt(), pairs.toInt())
    is Event.Penalized -> GameEvent.Penalized(seat.toInt(), points, reason.ui())
    is Event.Discarded -> GameEvent.Discarded(seat.toInt(), tile.ui())
    is Event.ShowedHand -> GameEvent.ShowedHand(seat.toInt(), melds.map { m -> m.tiles.map { it.ui() } })
    is Event.DealEnded -> GameEvent.DealEnded(result.ui())
    else -> GameEvent.Other(this::class.simpleName ?: "event")
}
