package org.okey.core

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

/** Refusals come in the language the game was given, with the values they name. */
class LanguageTest {
    private val you = 0u

    private fun config(language: Language?): GameConfig {
        val bot = SeatKind.Bot(BotLevel.EASY)
        return GameConfig(rulesForPreset(Preset.STANDARD), listOf(SeatKind.Human, bot, bot, bot), 5uL, language)
    }

    @Test
    fun `a refused action speaks Turkish when asked, with its details`() {
        OkeyGame(config(null)).use { game ->
            assertEquals(Language.ENGLISH, game.language())
            game.setLanguage(Language.TURKISH)
            game.runBots(you)
            if (game.view(you).phase == Phase.DRAW) game.apply(you, Action.Draw)
            val rack = game.view(you).rack.map { it.id }.toSet()
            val missing = (0u until 106u).map { it.toUByte() }.first { it !in rack }
            val stranger = Tile(missing, null, 0u, false)
            val refused = assertFailsWith<OkeyException.Refused> { game.apply(you, Action.Discard(stranger)) }
            assertEquals("tile_not_in_rack", refused.code)
            assertEquals(Language.TURKISH, refused.language)
            val detail = refused.details.single()
            assertEquals("tile", detail.name)
            val value = detail.value as DetailValue.Tile
            assertEquals(missing, value.tile.id)
            assertEquals("${detail.text} taşı ıstakanda yok", refused.detail)
        }
    }

    @Test
    fun `invalid rules are explained in the config's language`() {
        val config = config(Language.TURKISH)
        val invalid = config.copy(rules = config.rules.copy(players = 5u.toUByte()))
        val error = assertFailsWith<OkeyException.InvalidInput> { OkeyGame(invalid) }
        assertEquals("invalid_rules", error.code)
        assertEquals("geçersiz kurallar: oyuncu sayısı 2 ile 4 arası olmalı, 5 olamaz", error.detail)
        assertTrue(error.details.any { it.name == "players" && it.value == DetailValue.Number(5L) })
    }
}
