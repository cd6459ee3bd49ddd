package org.okey.ui

import org.okey.ui.strings.Lang
import org.okey.ui.strings.oneDecimal
import kotlin.test.Test
import kotlin.test.assertEquals

/** Non-integer figures in the app's language: one decimal, a comma in Turkish, a point in English. */
class OneDecimalTest {
    private fun both(value: Double) = oneDecimal(value, Lang.TR) to oneDecimal(value, Lang.EN)

    @Test
    fun `Turkish writes a decimal comma and English a point`() {
        assertEquals("0,5" to "0.5", both(0.5))
        assertEquals("12,0" to "12.0", both(12.0))
        assertEquals("101,3" to "101.3", both(101.3))
    }

    @Test
    fun `zero has one decimal and never a minus sign`() {
        assertEquals("0,0" to "0.0", both(0.0))
        assertEquals("0,0" to "0.0", both(-0.0))
        assertEquals("0,0" to "0.0", both(-0.04), "rounds to zero: no \"-0,0\"")
    }

    @Test
    fun `halves round away from zero, others to the nearest tenth`() {
        assertEquals("7,3" to "7.3", both(7.25))
        assertEquals("7,2" to "7.2", both(7.2499))
        assertEquals("0,1" to "0.1", both(0.05))
        assertEquals("10,0" to "10.0", both(9.96), "the carry reaches the units")
        assertEquals("2,7" to "2.7", both(2.66))
    }

    @Test
    fun `negative numbers keep their sign and round like positive ones`() {
        assertEquals("-0,5" to "-0.5", both(-0.5))
        assertEquals("-7,3" to "-7.3", both(-7.25))
        assertEquals("-101,0" to "-101.0", both(-101.0))
        assertEquals("-10,0" to "-10.0", both(-9.96))
    }

    @Test
    fun `a value that is not a number reads as a missing figure`() {
        assertEquals("–" to "–", both(Double.NaN))
        assertEquals("–" to "–", both(Double.POSITIVE_INFINITY))
    }
}
