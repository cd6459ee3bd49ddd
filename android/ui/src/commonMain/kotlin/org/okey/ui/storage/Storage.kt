package org.okey.ui.storage

/** Where the app keeps its save and settings: named texts. Nothing is ever deleted. */
interface Storage {
    fun read(name: String): String?

    /** Writes [text] under [name]; false when the device refused. */
    fun write(name: String, text: String): Boolean

    /** Renames [name] to a new name that keeps it (a damaged save); returns that name. */
    fun setAside(name: String): String?
}

/** A [Storage] in memory, for tests and previews. */
class MemoryStorage(initial: Map<String, String> = emptyMap()) : Storage {
    private val texts = initial.toMutableMap()

    val names: Set<String> get() = synchronized(texts) { texts.keys.toSet() }

    override fun read(name: String): String? = synchronized(texts) { texts[name] }

    override fun write(name: String, text: String): Boolean = synchronized(texts) { texts[name] = text; true }

    override fun setAside(name: String): String? = synchronized(texts) {
        val text = texts.remove(name) ?: return null
        var n = 1
        while ("$name.damaged-$n" in texts) n++
        texts["$name.damaged-$n"] = text
        "$name.damaged-$n"
    }
}
