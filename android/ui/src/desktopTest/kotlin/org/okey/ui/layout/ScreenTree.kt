package org.okey.ui.layout

import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.text.TextLayoutResult

/**
 * A screen as its semantics tree says it is drawn (unmerged, so that every text and tile is a node
 * of its own), flattened, each node with its ancestors and its bounds in dp: what the layout
 * checks read. Nothing here looks at pixels.
 */
class ScreenTree(root: SemanticsNode, private val density: Float) {
    val elements: List<Element> = buildList {
        fun walk(node: SemanticsNode, ancestors: List<Element>) {
            val element = Element(node, ancestors, density)
            add(element)
            node.children.forEach { walk(it, ancestors + element) }
        }
        walk(root, emptyList())
    }

    /** The screen's own bounds. */
    val screen: Rect = elements.first().bounds

    /** The elements tagged [tag], or whose tag starts with it when it ends in "*". */
    fun tagged(tag: String): List<Element> = elements.filter { it.hasTag(tag) }

    companion object {
        /** The tree of what [test] shows now, drawn at [density] pixels per dp. */
        @OptIn(ExperimentalTestApi::class)
        fun of(test: ComposeUiTest, density: Float = test.density.density): ScreenTree {
            test.waitForIdle()
            val root = test.onRoot(useUnmergedTree = true).fetchSemanticsNode()
            return ScreenTree(root, density)
        }
    }
}

/** One node of the tree. */
class Element(val node: SemanticsNode, val ancestors: List<Element>, density: Float) {
    val tag: String? = node.config.getOrNull(SemanticsProperties.TestTag)
    val text: String? = node.config.getOrNull(SemanticsProperties.Text)?.joinToString("") { it.text }
    val description: String? = node.config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString()
    val role: Role? = node.config.getOrNull(SemanticsProperties.Role)

    /** Where it shows: its bounds cut by every ancestor that clips (a scroll, the window), in dp. */
    val bounds: Rect = node.boundsInRoot.let { Rect(it.left / density, it.top / density, it.right / density, it.bottom / density) }

    /** Where it is laid out, whether it shows there or not, in dp. */
    val laidOut: Rect = node.positionInRoot.let { position ->
        Rect(position.x / density, position.y / density, (position.x + node.size.width) / density, (position.y + node.size.height) / density)
    }

    /** A scroll container (vertical or horizontal) holds it. */
    val scrolls: Boolean get() = ancestors.any { it.isScroll }

    val isScroll: Boolean
        get() = node.config.getOrNull(SemanticsProperties.VerticalScrollAxisRange) != null ||
            node.config.getOrNull(SemanticsProperties.HorizontalScrollAxisRange) != null

    /** Cut by a clipping ancestor: less of it shows than is laid out (a quarter of a dp forgiven). */
    val cut: Boolean
        get() = bounds.width < laidOut.width - SLACK || bounds.height < laidOut.height - SLACK

    /** What a person reads here: its text, or its description (a tile's words). */
    val words: String? get() = text ?: description

    /** An element the checks place: a text, a tile (a description) or a control (a role). */
    val isPart: Boolean get() = text != null || description != null || role != null

    fun hasTag(pattern: String): Boolean = tag != null && if (pattern.endsWith("*")) tag.startsWith(pattern.dropLast(1)) else tag == pattern

    /** It is, or is inside, an element tagged [pattern] (see [hasTag]). */
    fun within(pattern: String): Boolean = hasTag(pattern) || ancestors.any { it.hasTag(pattern) }

    /** The nearest element, this one or an ancestor, tagged like one of [patterns]. */
    fun nearest(patterns: Collection<String>): Element? = (listOf(this) + ancestors.asReversed()).firstOrNull { element -> patterns.any { element.hasTag(it) } }

    fun isAncestorOf(other: Element): Boolean = other.ancestors.any { it.node.id == node.id }

    /**
     * How the text was laid out, for a text that says (every Label, BasicText). Not for a text
     * field's: a line typed there scrolls within the field, it is never cut off.
     */
    fun textLayout(): TextLayoutResult? {
        if (node.config.contains(androidx.compose.ui.semantics.SemanticsProperties.EditableText)) return null
        val action = node.config.getOrNull(SemanticsActions.GetTextLayoutResult)?.action ?: return null
        val results = mutableListOf<TextLayoutResult>()
        return if (action(results)) results.firstOrNull() else null
    }

    override fun toString(): String {
        val name = tag ?: words?.let { "\"${it.take(40)}\"" } ?: role?.toString() ?: "node ${node.id}"
        return "$name at ${bounds.describe()}"
    }

    companion object {
        const val SLACK = 0.25f
    }
}

/** A rectangle in whole dp, for messages. */
fun Rect.describe(): String = "(${left.toInt()},${top.toInt()} ${width.toInt()}x${height.toInt()} dp)"
