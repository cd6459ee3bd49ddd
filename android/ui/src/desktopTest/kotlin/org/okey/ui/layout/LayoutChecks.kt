package org.okey.ui.layout

import androidx.compose.ui.geometry.Rect

/**
 * What a screen's layout must never do, checked over its semantics tree ([ScreenTree]) at any
 * size and in any language. Each check returns the problems it found, in words that name the
 * element, so that one run lists every problem of every screen.
 */
object LayoutChecks {
    /** Parts drawn over the rest on purpose: they are checked among themselves, not against what they cover. */
    val OVERLAYS = listOf("message", "dialog", "pile-sheet", "gone-sheet", "deal-over", "game-over", "flight", "finish-moment", "melds-more")

    /** Parts whose own pieces overlap on purpose: a pile's fanned tiles and its count, the stock's stack and its count. */
    val STACKS = listOf("pile-*", "discard-spot", "stock")

    /** Every check that looks at one screen. */
    fun all(tree: ScreenTree): List<String> = textFits(tree) + noOverlaps(tree) + meldsInSight(tree) + rackTilesLargest(tree)

    /**
     * No text is cut off (by its own box, an ellipsis, or a container that clips it outside a
     * scroll) and no line of it breaks inside a word.
     */
    fun textFits(tree: ScreenTree): List<String> = tree.elements.flatMap { element ->
        val layout = element.textLayout() ?: return@flatMap emptyList()
        val text = layout.layoutInput.text.text
        buildList {
            if (layout.hasVisualOverflow) {
                add("text cut off: \"$text\" needs more room than its ${element.bounds.describe()}")
            } else if (element.cut && !element.scrolls) {
                add("text cut off by its container: \"$text\" shows ${element.bounds.describe()} of ${element.laidOut.describe()}")
            }
            for (line in 0 until layout.lineCount - 1) {
                val end = layout.getLineEnd(line)
                if (end in 1 until text.length && text[end - 1].isLetterOrDigit() && text[end].isLetterOrDigit()) {
                    add("text broken inside a word: \"${text.substring(0, end)}/${text.substring(end)}\" ${element.bounds.describe()}")
                }
            }
        }
    }

    /**
     * No two parts (texts, tiles, controls) overlap, but the pieces of one stack (a pile's fan) and
     * the parts of one overlay (a message, a dialog, a sheet) among themselves.
     */
    fun noOverlaps(tree: ScreenTree): List<String> {
        class Part(val element: Element) {
            val overlay = element.nearest(OVERLAYS)?.node?.id
            val stack = element.nearest(STACKS)?.node?.id
            val ancestors = element.ancestors.mapTo(HashSet()) { it.node.id }
        }
        // Swept from left to right: only parts whose spans across overlap are compared.
        val parts = tree.elements.filter { it.isPart && it.bounds.width > 0f && it.bounds.height > 0f }.map(::Part).sortedBy { it.element.bounds.left }
        val problems = mutableListOf<String>()
        for (i in parts.indices) {
            val a = parts[i]
            for (j in i + 1 until parts.size) {
                val b = parts[j]
                if (b.element.bounds.left >= a.element.bounds.right - Element.SLACK * 2) break
                if (a.element.node.id in b.ancestors || b.element.node.id in a.ancestors) continue
                if (a.overlay != b.overlay) continue
                if (a.stack != null && a.stack == b.stack) continue
                val common = a.element.bounds.intersect(b.element.bounds)
                if (common.width > Element.SLACK * 2 && common.height > Element.SLACK * 2) {
                    problems += "overlap: ${a.element} and ${b.element} share ${common.describe()}"
                }
            }
        }
        return problems
    }

    /**
     * Every meld on the table shows whole; where they do not all fit, the scroll is marked (the
     * "melds-more" cue is on screen).
     */
    fun meldsInSight(tree: ScreenTree): List<String> {
        val melds = tree.tagged("meld-*").filter { it.nearest(OVERLAYS) == null }
        val marked = tree.tagged("melds-more").any { it.bounds.width > 0f && it.bounds.height > 0f }
        if (marked) return emptyList()
        return melds.filter { it.cut || it.bounds.width <= 0f }.map { "meld hidden with no sign of a scroll: $it, laid out at ${it.laidOut.describe()}" }
    }

    /** The player's rack tiles are at least as large as any tile on the table (melds, piles, centre). */
    fun rackTilesLargest(tree: ScreenTree): List<String> {
        val onTable = tree.elements.filter { it.description != null && it.nearest(OVERLAYS) == null }
        val rack = onTable.filter { it.hasTag("tile-*") && it.within("rack") }
        val others = onTable.filter { !it.within("rack") && listOf("meld-*", "pile-*", "discard-spot", "indicator", "okey").any(it::within) }
        val smallest = rack.minByOrNull { it.laidOut.width } ?: return emptyList()
        val largest = others.maxByOrNull { it.laidOut.width } ?: return emptyList()
        if (smallest.laidOut.width + Element.SLACK >= largest.laidOut.width) return emptyList()
        return listOf(
            "rack tiles smaller than the table's: ${"%.1f".format(smallest.laidOut.width)} dp on the rack, " +
                "${"%.1f".format(largest.laidOut.width)} dp for $largest",
        )
    }

    /**
     * Nothing but what [changed] names moved between [before] and [after] (a message shown, a
     * button that appeared): each part keyed by its words (or tag) and which of its kind it is,
     * among the parts whose words show as often in both.
     */
    fun nothingMoved(before: ScreenTree, after: ScreenTree, changed: (Element) -> Boolean = { it.nearest(OVERLAYS) != null }): List<String> {
        fun placed(tree: ScreenTree): Map<String, List<Element>> = tree.elements.filter { it.isPart && !changed(it) }.groupBy { "${it.tag.orEmpty()}|${it.words.orEmpty()}|${it.role}" }
        val (was, now) = placed(before) to placed(after)
        return was.flatMap { (key, elements) ->
            val moved = now[key]?.takeIf { it.size == elements.size } ?: return@flatMap emptyList()
            elements.zip(moved).filter { (a, b) -> a.laidOut.moved(b.laidOut) }.map { (a, b) ->
                "moved: $a went to ${b.laidOut.describe()}"
            }
        }
    }

    private fun Rect.moved(other: Rect) = kotlin.math.abs(left - other.left) > Element.SLACK * 2 ||
        kotlin.math.abs(top - other.top) > Element.SLACK * 2
}
