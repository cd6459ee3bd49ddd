package org.okey.ui.live

import org.okey.ui.storage.Storage
import java.io.File
import java.io.IOException

/**
 * [Storage] in a directory: each name a file, written through a temporary file and a rename so
 * that a crash mid-write never leaves half a save.
 */
class FileStorage(private val dir: File) : Storage {
    override fun read(name: String): String? = try {
        File(dir, name).takeIf { it.isFile }?.readText()
    } catch (e: IOException) {
        null
    }

    override fun write(name: String, text: String): Boolean = try {
        dir.mkdirs()
        val tmp = File(dir, "$name.tmp")
        tmp.writeText(text)
        val target = File(dir, name)
        tmp.renameTo(target) || run { target.writeText(text); tmp.delete(); true }
    } catch (e: IOException) {
        false
    }

    override fun setAside(name: String): String? {
        val file = File(dir, name)
        if (!file.exists()) return null
        var n = 1
        while (File(dir, "$name.damaged-$n").exists()) n++
        val aside = File(dir, "$name.damaged-$n")
        return if (file.renameTo(aside)) aside.name else null
    }
}
