package org.okey.ui.home

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.key
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.Intent
import org.okey.appcore.NewGameView
import org.okey.appcore.OpponentChoiceView
import org.okey.appcore.RuleControl
import org.okey.appcore.RuleOptionView
import org.okey.appcore.RuleValue
import org.okey.appcore.Variant
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.ScreenFrame
import org.okey.ui.components.Segments
import org.okey.ui.components.Stepper
import org.okey.ui.components.TextEntry
import org.okey.ui.components.Toggle
import org.okey.ui.components.WrappingSegments
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * The New game form: the game, the rules set, the players and their levels, the house rules, all
 * as the core offers them (names, explanations and values in its words). Start is always at the
 * bottom, across the screen.
 */
@Composable
fun NewGameScreen(form: NewGameView, notice: String?, send: (Intent) -> Unit) {
    ScreenFrame(t(if (form.hosting) S.hostTable else S.newGame), t(S.back), { send(Intent.Back) }) {
        Column(Modifier.fillMaxSize()) {
            Column(Modifier.weight(1f).verticalScroll(rememberScrollState()).testTag("new-game-form"), verticalArrangement = Arrangement.spacedBy(12.dp)) {
                notice?.let { Label(it, Modifier.testTag("notice"), size = 15.sp, color = Felt.danger) }
                SettingRow(t(S.game)) {
                    Segments(Variant.entries, form.game, { if (it == Variant.DUZ) t(S.duzOkey) else t(S.okey101) }, { send(Intent.ChooseGame(it)) })
                }
                if (form.presets.size > 1) {
                    val chosen = form.presets.firstOrNull { it.preset == form.preset }
                    SettingRow(t(S.preset), chosen?.summary) {
                        WrappingSegments(form.presets.map { it.preset }, form.preset, { p -> form.presets.first { it.preset == p }.name }, { send(Intent.ChoosePreset(it)) })
                    }
                }
                SettingRow(t(S.players)) {
                    Segments(listOf(2, 3, 4), form.players.toInt(), { it.toString() }, { send(Intent.ChoosePlayers(it.toUByte())) })
                }
                // Pass and play: the phone's owner's name, then each seat a bot, a person here, or
                // (hosting) a guest at another phone.
                SettingRow(t(S.yourName), modifier = Modifier.testTag("seat-row-0")) {
                    TextEntry(form.yourName.orEmpty(), { send(Intent.ChoosePerson(0u, it)) }, t(S.yourName), Modifier.widthIn(min = 200.dp).testTag("name-0"), placeholder = t(S.you))
                }
                form.opponents.forEach { SeatChoice(it, form.hosting, send) }
                // The button back to the preset is always there (enabled once a rule is changed), so
                // that changing a rule moves nothing under the finger.
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                    Label(t(S.houseRules), Modifier.weight(1f, fill = false), size = 20.sp, bold = true)
                    OkeyButton(t(S.backToPreset), { send(Intent.ResetRuleOptions) }, Modifier.testTag("reset-rules"), enabled = form.changedFromPreset)
                }
                form.options.forEach { RuleOption(it, send) }
            }
            Box(Modifier.fillMaxWidth().background(Felt.table).padding(top = 8.dp)) {
                Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
                    form.error?.let { Label(it, Modifier.testTag("form-error"), size = 15.sp, color = Felt.danger) }
                    OkeyButton(t(S.start), { send(Intent.StartGame) }, Modifier.fillMaxWidth().testTag("start"), primary = true)
                }
            }
        }
    }
}

/** Who plays one seat: a bot (of a level), a person at this phone (named), or, hosting, a guest. */
private enum class SeatKind { BOT, PERSON, GUEST }

@Composable
private fun SeatChoice(opponent: OpponentChoiceView, hosting: Boolean, send: (Intent) -> Unit) {
    val seat = opponent.seat
    val kind = when {
        opponent.guest -> SeatKind.GUEST
        opponent.person != null -> SeatKind.PERSON
        else -> SeatKind.BOT
    }
    val kinds = if (hosting) SeatKind.entries else listOf(SeatKind.BOT, SeatKind.PERSON)
    // A seat just made a person holds the core's name for it ("Player 2"): the field starts
    // empty, that name its placeholder, so that typing replaces it rather than adds to it.
    var fresh by remember(seat) { mutableStateOf(false) }
    // The seat by its number; a bot's name under it (a person's or a guest's is their own).
    SettingRow(seatHeading(seat.toInt()), if (kind == SeatKind.BOT) opponent.name else null, Modifier.testTag("seat-row-$seat")) {
        Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
            Segments(
                kinds,
                kind,
                {
                    when (it) {
                        SeatKind.BOT -> t(S.bot)
                        SeatKind.PERSON -> t(S.person)
                        SeatKind.GUEST -> t(S.guest)
                    }
                },
                { chosen ->
                    // The seat's own choice again changes nothing (a person keeps their name).
                    if (chosen != kind) {
                        when (chosen) {
                            SeatKind.BOT -> send(Intent.ChooseOpponent(seat, opponent.level))
                            // An empty name: the core gives the seat's own ("Player 2") until one is typed.
                            SeatKind.PERSON -> {
                                fresh = true
                                send(Intent.ChoosePerson(seat, ""))
                            }
                            SeatKind.GUEST -> send(Intent.ChooseGuestSeat(seat))
                        }
                    }
                },
                Modifier.testTag("seat-kind-$seat"),
            )
            when (kind) {
                SeatKind.BOT -> Segments(opponent.levels.map { it.level }, opponent.level, { l -> opponent.levels.first { it.level == l }.name }, { send(Intent.ChooseOpponent(seat, it)) })
                // Keyed by the seat: a seat made a person again starts a new field.
                SeatKind.PERSON -> key(seat, kind) {
                    TextEntry(if (fresh) "" else opponent.person.orEmpty(), { send(Intent.ChoosePerson(seat, it)) }, "${t(S.nameOf)} ${seatHeading(seat.toInt())}", Modifier.widthIn(min = 200.dp).testTag("name-$seat"), placeholder = opponent.person.orEmpty())
                }
                SeatKind.GUEST -> Label(t(S.guestSeat), size = 13.sp, color = Felt.muted)
            }
        }
    }
}

@Composable
private fun seatHeading(seat: Int): String = t(S.seatNumber).replace("#", "${seat + 1}")

/** One house rule: its name and explanation, then the control the core says it has. */
@Composable
private fun RuleOption(option: RuleOptionView, send: (Intent) -> Unit) {
    val set = { value: RuleValue -> send(Intent.SetRuleOption(option.key, value)) }
    val name = if (option.changed) "${option.name} •" else option.name
    SettingRow(name, option.explanation, Modifier.testTag("option-row-${option.key}")) {
        when (val control = option.control) {
            is RuleControl.Toggle -> Toggle(control.on, { set(RuleValue.On(it)) }, Modifier.testTag("option-${option.key}"))
            is RuleControl.Number -> {
                val value = control.value
                val down = when {
                    value == null -> { -> set(RuleValue.Number(control.max)) }
                    value > control.min -> { -> set(RuleValue.Number(value - control.step)) }
                    else -> null
                }
                val up = when {
                    value == null -> null
                    value < control.max -> { -> set(RuleValue.Number(value + control.step)) }
                    control.unlimitedAllowed -> { -> set(RuleValue.Unlimited) }
                    else -> null
                }
                Stepper(option.valueText, down, up, option.key)
            }
            is RuleControl.Choice -> Segments(control.choices.map { it.key }, control.selected, { k -> control.choices.first { it.key == k }.label }, { set(RuleValue.Choice(it)) })
        }
    }
}
