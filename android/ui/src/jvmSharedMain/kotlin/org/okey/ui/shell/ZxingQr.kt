package org.okey.ui.shell

import com.google.zxing.BarcodeFormat
import com.google.zxing.EncodeHintType
import com.google.zxing.WriterException
import com.google.zxing.qrcode.QRCodeWriter
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel

/**
 * The lobby's QR code by ZXing's encoder (`com.google.zxing:core`, plain Java, so the same on
 * Android and the desktop). Medium error correction: the code is read off a phone's screen.
 */
object ZxingQr : QrEncoder {
    override fun encode(text: String): QrModules? {
        val hints = mapOf(EncodeHintType.ERROR_CORRECTION to ErrorCorrectionLevel.M, EncodeHintType.MARGIN to 0)
        // Asked at 1 x 1, the writer returns one bit per module, with no scaling.
        val matrix = try {
            QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 1, 1, hints)
        } catch (_: WriterException) {
            return null
        } catch (_: IllegalArgumentException) {
            return null
        }
        val size = matrix.width
        return QrModules(size, BooleanArray(size * size) { matrix.get(it % size, it / size) })
    }
}
