package org.okey.ui.layout

import androidx.compose.ui.graphics.asSkiaBitmap
import java.awt.image.BufferedImage
import java.io.File
import javax.imageio.ImageIO
import kotlin.math.abs

/**
 * The committed reference images a screenshot is compared with (`src/desktopTest/screenshots`),
 * kept at a quarter of a pixel per dp (a phone's screen 229 x 103 pixels, about 12 KB) so that the
 * repository holds them cheaply: a screen is shrunk to that size (each pixel the mean of the 4 x 4
 * dp block it covers) and compared pixel by pixel. Software rendering on another machine moves
 * anti-aliased edges a little; the mean of a block moves much less, so a pixel counts as changed
 * only past [CHANNEL_TOLERANCE] in a colour channel, and a screen fails past [CHANGED_SHARE] of its
 * pixels changed (4 of a phone's 23,587). Tried on a phone's table: a word of a button changed
 * ("Hint" to "Hunt") changes 23 pixels, a 4 x 20 dp mark added 9, the rack moved 4 dp down 1,496. On failure the shrunk screen and a diff image
 * (the reference, changed pixels in magenta) are written beside the screenshots.
 *
 * Regenerated on purpose, never by a test run: `android/scripts/record-screenshots`.
 */
class ReferenceImages(private val references: File, private val failures: File, private val record: Boolean) {
    /** Compares [image] (drawn at [pixelsPerDp]) with the reference [name]; a problem in words, or null. */
    fun check(name: String, image: BufferedImage, pixelsPerDp: Float): String? {
        val shrunk = shrink(image, (pixelsPerDp / REFERENCE_PIXELS_PER_DP).toInt().coerceAtLeast(1))
        val file = File(references, "$name.png")
        if (record) {
            references.mkdirs()
            ImageIO.write(shrunk, "png", file)
            return null
        }
        if (!file.exists()) return "no reference image $file (android/scripts/record-screenshots makes it)"
        val reference = ImageIO.read(file)
        if (reference.width != shrunk.width || reference.height != shrunk.height) {
            return writeFailure(name, shrunk, reference, "is ${shrunk.width}x${shrunk.height}, its reference ${reference.width}x${reference.height}")
        }
        var changed = 0
        val diff = BufferedImage(reference.width, reference.height, BufferedImage.TYPE_INT_RGB)
        // Small images (a quarter of a pixel per dp): pixel by pixel is cheap here.
        for (y in 0 until reference.height) {
            for (x in 0 until reference.width) {
                val (a, b) = reference.getRGB(x, y) to shrunk.getRGB(x, y)
                val differs = (0..2).any { channel -> abs((a shr (channel * 8) and 0xFF) - (b shr (channel * 8) and 0xFF)) > CHANNEL_TOLERANCE }
                if (differs) changed++
                diff.setRGB(x, y, if (differs) 0xFF00FF else fade(a))
            }
        }
        val share = changed.toDouble() / (reference.width * reference.height)
        if (share <= CHANGED_SHARE) return null
        return writeFailure(name, shrunk, diff, "differs from its reference in $changed pixels (${"%.2f".format(share * 100)} %)")
    }

    private fun writeFailure(name: String, shrunk: BufferedImage, diff: BufferedImage, what: String): String {
        failures.mkdirs()
        // Four times larger, pixel for pixel, so that a person sees what changed.
        ImageIO.write(enlarge(shrunk), "png", File(failures, "$name.png"))
        ImageIO.write(enlarge(diff), "png", File(failures, "$name-diff.png"))
        return "screenshot $name $what: see ${File(failures, "$name-diff.png")}"
    }

    companion object {
        const val REFERENCE_PIXELS_PER_DP = 0.25f
        const val CHANNEL_TOLERANCE = 40
        const val CHANGED_SHARE = 0.0002

        /**
         * [image] as plain RGB pixels in an int array, copied by AWT's own blit: reading a captured
         * image pixel by pixel converts each through its colour model, which cost more than drawing
         * every screen.
         */
        fun rgb(image: BufferedImage): BufferedImage {
            if (image.type == BufferedImage.TYPE_INT_RGB) return image
            val out = BufferedImage(image.width, image.height, BufferedImage.TYPE_INT_RGB)
            val graphics = out.createGraphics()
            graphics.drawImage(image, 0, 0, null)
            graphics.dispose()
            return out
        }

        /** Writes [image] as a PNG, encoded by Skia (natively: ImageIO's encoder took half the test's CPU time). */
        fun writePng(image: androidx.compose.ui.graphics.ImageBitmap, file: File) {
            val data = org.jetbrains.skia.Image.makeFromBitmap(image.asSkiaBitmap()).encodeToData(org.jetbrains.skia.EncodedImageFormat.PNG)
            file.writeBytes(checkNotNull(data) { "Skia could not encode $file" }.bytes)
        }

        /** [image] shrunk by a whole [factor], each pixel the mean of its block. */
        fun shrink(image: BufferedImage, factor: Int): BufferedImage {
            val source = rgb(image)
            val stride = source.width
            val pixels = (source.raster.dataBuffer as java.awt.image.DataBufferInt).data
            val (width, height) = image.width / factor to image.height / factor
            val out = IntArray(width * height)
            val n = factor * factor
            for (y in 0 until height) {
                for (x in 0 until width) {
                    var r = 0
                    var g = 0
                    var b = 0
                    for (dy in 0 until factor) {
                        val row = (y * factor + dy) * stride + x * factor
                        for (dx in 0 until factor) {
                            val rgb = pixels[row + dx]
                            r += rgb shr 16 and 0xFF
                            g += rgb shr 8 and 0xFF
                            b += rgb and 0xFF
                        }
                    }
                    out[y * width + x] = (r / n shl 16) or (g / n shl 8) or (b / n)
                }
            }
            return BufferedImage(width, height, BufferedImage.TYPE_INT_RGB).apply { setRGB(0, 0, width, height, out, 0, width) }
        }

        private fun enlarge(image: BufferedImage, factor: Int = 4): BufferedImage {
            val out = BufferedImage(image.width * factor, image.height * factor, BufferedImage.TYPE_INT_RGB)
            val graphics = out.createGraphics()
            graphics.drawImage(image, 0, 0, out.width, out.height, null)
            graphics.dispose()
            return out
        }

        /** The reference's pixel, faded, under the changed ones. */
        private fun fade(rgb: Int): Int {
            val grey = ((rgb shr 16 and 0xFF) + (rgb shr 8 and 0xFF) + (rgb and 0xFF)) / 3 / 2 + 64
            return (grey shl 16) or (grey shl 8) or grey
        }
    }
}
