package org.okey.ui.strings

import androidx.compose.runtime.Composable
import androidx.compose.runtime.staticCompositionLocalOf
import org.okey.appcore.Language

/** One button's or heading's own words in both languages. */
data class Text(val en: String, val tr: String) {
    operator fun get(language: Language) = if (language == Language.TURKISH) tr else en
}

/** The player's language, as the app core's view model names it. */
val LocalLang = staticCompositionLocalOf { Language.ENGLISH }

/** The words in the language of the composition. */
@Composable
fun t(text: Text): String = text[LocalLang.current]

/**
 * The shell's own words: buttons' and headings' labels only. Every sentence about the game (status,
 * counters, dialogs, moves, scores, rules, review, form options) comes from the app core.
 */
object S {
    val appName = Text("Okey", "Okey")
    val continueGame = Text("Continue", "Devam et")
    val newGame = Text("New game", "Yeni oyun")
    val learnToPlay = Text("Learn to play: a guided deal", "Öğren: rehberli bir el")
    val statistics = Text("Statistics", "İstatistikler")
    val rules = Text("Rules", "Kurallar")
    val glossary = Text("Turkish terms", "Terimler")
    val howToPlay = Text("How to play", "Nasıl oynanır")
    val fullRules = Text("The rules in full", "Kuralların tamamı")
    val thisGame = Text("This game", "Bu oyun")
    val settings = Text("Settings", "Ayarlar")
    val back = Text("Back", "Geri")
    val start = Text("Start", "Başla")
    val ok = Text("OK", "Tamam")

    // New game form
    val game = Text("Game", "Oyun")
    val okey101 = Text("Okey 101", "101 Okey")
    val duzOkey = Text("Düz Okey", "Düz Okey")
    val preset = Text("Rules set", "Kural seti")
    val players = Text("Players", "Oyuncular")
    val opponents = Text("Opponents", "Rakipler")
    val houseRules = Text("House rules", "Ev kuralları")
    val backToPreset = Text("Back to the preset", "Kural setine dön")
    val noLimit = Text("No limit", "Sınırsız")
    val yourName = Text("Your name", "Adın")
    val you = Text("You", "Sen")
    val nameOf = Text("Name:", "Ad:")

    /** "#" stands for the seat's number. */
    val seatNumber = Text("Seat #", "#. yer")
    val bot = Text("Bot", "Bot")
    val person = Text("Person", "Kişi")
    val guest = Text("Guest", "Misafir")
    val guestSeat = Text("Kept for a guest at another phone", "Başka telefondaki bir misafire ayrıldı")

    // Playing together
    val hostTable = Text("Host a table", "Masa kur")
    val joinTable = Text("Join a table", "Masaya katıl")
    val yourTable = Text("Your table", "Masan")
    val table = Text("Table", "Masa")
    val joinCode = Text("Join code", "Katılma kodu")
    val address = Text("Address", "Adres")
    val seats = Text("Seats", "Yerler")
    val guestWait = Text("Wait for a dropped guest", "Kopan misafiri bekleme süresi")
    val leave = Text("Leave", "Ayrıl")
    val scanQr = Text("Or scan this QR code with the other phone's Okey", "Ya da diğer telefondaki Okey ile bu karekodu okut")
    val noQr = Text("No QR code yet", "Karekod henüz yok")
    val notListening = Text("Opening the table on this network…", "Masa bu ağda açılıyor…")
    val tablesNearby = Text("Tables nearby", "Yakındaki masalar")
    val noneFound = Text("Looking for tables on this Wi-Fi…", "Bu Wi-Fi'da masa aranıyor…")
    val tableAddress = Text("The table's address", "Masanın adresi")
    val code = Text("Six-digit code", "Altı haneli kod")
    val join = Text("Join", "Katıl")
    val scanTable = Text("Scan the table's QR code", "Masanın karekodunu okut")
    val scanPrompt = Text("Point the camera at the QR code on the host's phone", "Kamerayı ev sahibinin telefonundaki karekoda tut")
    val cameraRefused = Text(
        "To scan a table's QR code, Okey needs the camera. Without it you can type the table's address and code.",
        "Masanın karekodunu okutmak için Okey'in kameraya ihtiyacı var. Kamera olmadan masanın adresini ve kodunu yazabilirsin.",
    )
    val localNetworkRefused = Text(
        "To find and reach the other phones on this Wi-Fi, Okey needs the Nearby devices (local network) permission. Without it you can still play at this phone, and pass it round.",
        "Bu Wi-Fi'daki diğer telefonları bulup onlara bağlanmak için Okey'in Yakındaki cihazlar (yerel ağ) iznine ihtiyacı var. İzin olmadan da bu telefonda oynayabilir, telefonu elden ele verebilirsin.",
    )
    val openSettings = Text("Settings", "Ayarlar")
    val seconds = Text("s", "sn")
    val minutes = Text("min", "dk")

    // Table
    val stock = Text("Stock", "Deste")
    val indicator = Text("Indicator", "Gösterge")
    val okey = Text("Okey", "Okey")
    val runsAndSets = Text("Runs and sets", "Seri diz")
    val pairs = Text("Pairs", "Çift diz")
    val lay = Text("Lay", "İndir")
    val open = Text("Open", "Elini aç")
    val takeBack = Text("Take back", "Geri al")
    val hint = Text("Hint", "İpucu")
    val returnTaken = Text("Return", "Geri ver")
    val finish = Text("Finish", "Bitir")
    val showIndicator = Text("Show indicator", "Göster")
    val discardHere = Text("Discard", "At")
    val nextDeal = Text("Next deal", "Sonraki el")
    val playAgain = Text("Play again", "Yeniden oyna")
    val review = Text("Review", "İnceleme")
    val home = Text("Home", "Ana ekran")
    val penalties = Text("Penalties", "Cezalar")
    val handPoints = Text("Hand", "Eldeki")
    val dealScore = Text("Deal", "El puanı")
    val total = Text("Total", "Toplam")
    val discards = Text("Discards", "Atılan taşlar")
    val gone = Text("Out of play", "Oyun dışı")
    val falseJokers = Text("False jokers", "Sahte okeyler")
    val close = Text("Close", "Kapat")
    val moreMeldsBelow = Text("More melds below", "Aşağıda başka perler")
    val moreMeldsAbove = Text("More melds above", "Yukarıda başka perler")
    val everyDeal = Text("Every deal", "Bütün eller")
    val tapToSkip = Text("Tap to see the scores", "Puanlar için dokun")

    // Review
    val reviewPlayed = Text("Played", "Oynanan")
    val reviewBetter = Text("Better", "Daha iyisi")

    // Settings
    val language = Text("Language", "Dil")
    val tileColours = Text("Tile colours", "Taş renkleri")
    val standardColours = Text("Standard", "Standart")
    val colourBlind = Text("Colour-blind", "Renk körü")
    val botSpeed = Text("Bot speed", "Bot hızı")
    val fast = Text("Fast", "Hızlı")
    val normal = Text("Normal", "Normal")
    val slow = Text("Slow", "Yavaş")
    val sound = Text("Sound", "Ses")
    val vibration = Text("Vibration", "Titreşim")
    val confirmDiscards = Text("Confirm costly discards", "Cezalı atışta sor")
    val shuffleSeed = Text("Shuffle seed of this game", "Bu oyunun dağıtım numarası")

    // Statistics
    val gamesPlayed = Text("Games", "Oyun")
    val gamesWon = Text("Won", "Kazanılan")
    val dealsPlayed = Text("Deals", "El")
    val dealsWon = Text("Deals won", "Kazanılan el")
    val averageDeal = Text("Average deal", "El ortalaması")
    val bestGame = Text("Best game", "En iyi oyun")
    val openings = Text("Openings", "Açılışlar")
    val pairsOpenings = Text("with pairs", "çiftle")
    val perPreset = Text("Per rules set", "Kural setine göre")
    val perOpponents = Text("Per opponent level (the strongest bot)", "Rakip seviyesine göre (en güçlü bot)")
    val clear = Text("Clear", "Sıfırla")
}
