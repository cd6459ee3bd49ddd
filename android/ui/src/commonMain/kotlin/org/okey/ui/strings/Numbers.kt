package org.okey.ui.strings

import kotlin.math.abs
import kotlin.math.floor

/**
 * [value] with one decimal in the app's language: "0,5" in Turkish, "0.5" in English; halves round
 * away from zero, and a value that rounds to zero has no minus sign. A value that is not a number
 * reads "–", as a missing figure does.
 *
 * Written out by hand because common code has neither `java.text.NumberFormat` nor
 * `String.format`, and because the separator follows the app's language setting, not the device's
 * locale, which is what those would read.
 */
fun oneDecimal(value: Double, lang: Lang): String {
    if (!value.isFinite()) return "–"
    val tenths = floor(abs(value) * 10 + 0.5).toLong()
    val sign = if (value < 0 && tenths != 0L) "-" else ""
    val separator = if (lang == Lang.TR) ',' else '.'
    return "$sign${tenths / 10}$separator${tenths % 10}"
}
