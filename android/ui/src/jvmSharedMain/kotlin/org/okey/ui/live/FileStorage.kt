package org.okey.ui.live

import org.okey.core.maxFileBytes
import org.okey.ui.storage.FileText
import org.okey.ui.storage.Storage
import java.io.File
import java.io.IOException
import java.nio.ByteBuffer
import java.nio.charset.CharacterCodingException
import java.nio.charset.CodingErrorAction
import java.nio.charset.StandardCharsets

/**
 * [Storage] in a directory: each name a file, written through a temporary file and a rename so
 * that a crash mid-write never leaves half a save. A file is read only if it is no larger than
 * [maxBytes] (the engine's bound, the same in both apps and the terminal) and is strict UTF-8;
 * otherwise, or when the system refuses to read it, it is [FileText.Unusable].
 */
class FileStorage(private val dir: File, private val maxBytes: Long = maxFileBytes().toLong()) : Storage {
    override fun readText(name: String): FileText {
        val file = File(dir, name)
        if (!file.exists()) return FileText.Missing
        return try {
            val size = file.length()
            if (size > maxBytes) return FileText.Unusable("the file is $size bytes, larger than any real file ($maxBytes)")
            val bytes = file.readBytes()
            if (bytes.size > maxBytes) return FileText.Unusable("the file is ${bytes.size} bytes, larger than any real file ($maxBytes)")
            FileText.Found(strictUtf8(bytes))
        } catch (e: CharacterCodingException) {
            FileText.Unusable("the file is not UTF-8 text")
        } catch (e: IOException) {
            FileText.Unusable("the file cannot be read: ${e.message}")
        } catch (e: SecurityException) {
            FileText.Unusable("the file cannot be read: ${e.message}")
        }
    }

    /** Decodes [bytes], refusing a malformed sequence where readText() would put U+FFFD and go on. */
    private fun strictUtf8(bytes: ByteArray): String = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT)
        .decode(ByteBuffer.wrap(bytes))
        .toString()

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
