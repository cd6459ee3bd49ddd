package org.okey.ui.storage

/** What reading a file found. */
sealed interface FileText {
    /** No such file: nothing saved yet. */
    data object Missing : FileText

    data class Found(val text: String) : FileText

    /**
     * The file is there but is not text the app can use: it cannot be read, it is larger than
     * any real file, or it is not UTF-8. It is damaged, like a file the engine refuses, and is
     * set aside the same way; [reason] says why, in English, for logs and tests.
     */
    data class Unusable(val reason: String) : FileText
}

/** Where the app keeps its save and settings: named texts. Nothing is ever deleted. */
interface Storage {
    fun readText(name: String): FileText

    /** Writes [text] under [name]; false when the device refused. */
    fun write(name: String, text: String): Boolean

    /** Renames [name] to a new name that keeps it (a damaged save); returns that name. */
    fun setAside(name: String): String?
}

/** A [Storage] in memory, for tests and previews. */
class MemoryStorage(initial: Map<String, String> = emptyMap()) : Storage {
    private val texts = initial.toMutableMap()

    val names: Set<String> get() = synchronized(texts) { texts.keys.toSet() }

    /** The text of [name], or null: what a test looks at. */
    fun read(name: String): String? = synchronized(texts) { texts[name] }

    override fun readText(name: String): FileText = read(name)?.let(FileText::Found) ?: FileText.Missing

    override fun write(name: String, text: String): Boolean = synchronized(texts) { texts[name] = text; true }

    override fun setAside(name: String): String? = synchronized(texts) {
        val text = texts.remove(name) ?: return null
        var n = 1
        while ("$name.damaged-$n" in texts) n++
        texts["$name.damaged-$n"] = text
        "$name.damaged-$n"
    }
}
