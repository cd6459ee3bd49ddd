package org.okey.ui.strings

import androidx.compose.runtime.Composable
import androidx.compose.runtime.staticCompositionLocalOf

enum class Lang { EN, TR }

/** One string in both languages. */
data class Text(val en: String, val tr: String) {
    operator fun get(lang: Lang) = if (lang == Lang.TR) tr else en
}

val LocalLang = staticCompositionLocalOf { Lang.EN }

/** The string in the language of the composition. */
@Composable
fun t(text: Text): String = text[LocalLang.current]

/**
 * Every string the player reads, in English and Turkish, in one table. Game terms follow the
 * README's glossary (okey, gösterge, per, çift, işleme, katlamalı, eşli).
 */
object S {
    val appName = Text("Okey", "Okey")
    val continueGame = Text("Continue", "Devam et")
    val newGame = Text("New game", "Yeni oyun")
    val statistics = Text("Statistics", "İstatistikler")
    val rules = Text("Rules", "Kurallar")
    val glossary = Text("Turkish terms", "Terimler")
    val thisGame = Text("This game", "Bu oyun")
    val settings = Text("Settings", "Ayarlar")
    val back = Text("Back", "Geri")
    val start = Text("Start", "Başla")
    val deal = Text("Deal", "El")
    val scores = Text("Scores", "Puanlar")
    val noSavedGame = Text("No saved game", "Kayıtlı oyun yok")

    // New game form
    val game = Text("Game", "Oyun")
    val okey101 = Text("Okey 101", "101 Okey")
    val duzOkey = Text("Düz Okey", "Düz Okey")
    val preset = Text("Rules set", "Kural seti")
    val opponents = Text("Opponents", "Rakipler")
    val houseRules = Text("House rules", "Ev kuralları")
    val backToPreset = Text("Back to the preset", "Kural setine dön")
    val on = Text("On", "Açık")
    val off = Text("Off", "Kapalı")
    val noLimit = Text("No limit", "Sınırsız")

    // Table
    val you = Text("You", "Sen")
    val stock = Text("Stock", "Deste")
    val indicator = Text("Indicator", "Gösterge")
    val okey = Text("Okey", "Okey")
    val runsAndSets = Text("Runs and sets", "Seri diz")
    val pairs = Text("Pairs", "Çift diz")
    val lay = Text("Lay", "Aç")
    val takeBack = Text("Take back", "Geri al")
    val hint = Text("Hint", "İpucu")
    val returnTaken = Text("Return", "Geri ver")
    val finish = Text("Finish", "Bitir")
    val showIndicator = Text("Show indicator", "Göster")
    val discardHere = Text("Discard", "At")
    val yourTurnDraw = Text("Your turn: draw", "Sıra sende: çek")
    val yourTurnPlay = Text("Your turn: play, then discard", "Sıra sende: oyna, sonra at")
    val waiting = Text("Waiting for", "Bekleniyor:")
    val notOpened = Text("not opened", "açmadı")
    val openedWithSets = Text("opened", "açtı")
    val openedWithPairs = Text("opened with pairs", "çiftten açtı")
    val openedWithValue = Text("opened %d", "%d açtı")
    val openedWithPairsCount = Text("opened with pairs (%d)", "çiftten açtı (%d)")
    val tiles = Text("tiles", "taş")
    val opening = Text("Opening", "Açılış")
    val pairsCounter = Text("Pairs", "Çift")
    val opened = Text("Opened", "Açıldı")
    val pairsFound = Text("pairs", "çift")
    val tableMelds = Text("Table", "Masa")
    val takeable = Text("Take", "Al")
    val hintSays = Text("Hint", "İpucu")
    val savedAside = Text(
        "Your saved game could not be loaded; it was kept as %s. A new game starts.",
        "Kayıtlı oyun açılamadı; %s adıyla saklandı. Yeni oyun başlıyor.",
    )
    val evDrew = Text("%s drew", "%s çekti")
    val evTook = Text("%s took %t", "%s aldı: %t")
    val evLaid = Text("%s laid %n tiles", "%s %n taş açtı")
    val evLaidOff = Text("%s laid off %t", "%s işledi: %t")
    val evDiscarded = Text("%s discarded %t", "%s attı: %t")
    val evOpened = Text("%s opened", "%s açtı")
    val evPenalty = Text("%s: penalty %n", "%s: ceza %n")
    // The player's own moves: Turkish conjugates the verb for "you" ("Sen çekti" is wrong).
    val evYouDrew = Text("You drew", "Çektin")
    val evYouTook = Text("You took %t", "Aldın: %t")
    val evYouLaid = Text("You laid %n tiles", "%n taş açtın")
    val evYouLaidOff = Text("You laid off %t", "İşledin: %t")
    val evYouDiscarded = Text("You discarded %t", "Attın: %t")
    val evYouOpened = Text("You opened", "Açtın")
    val evYouPenalty = Text("You: penalty %n", "Ceza: %n")
    val gameOver = Text("Game over", "Oyun bitti")
    val winner = Text("Winner", "Kazanan")
    val playAgain = Text("Play again", "Yeniden oyna")
    val review = Text("Review", "İnceleme")
    val reviewWorking = Text("Reviewing your game…", "Oyununuz inceleniyor…")
    val reviewAgreed = Text("%a of your %n turns were played as the Hard bot would.", "%n hamlenizin %a tanesi Zor botun oynayacağı gibiydi.")
    val reviewNone = Text("No costly decisions found.", "Pahalı bir karar bulunmadı.")
    val reviewWhere = Text("Deal %d, turn %t", "%d. el, %t. tur")
    val reviewCost = Text("about %p points", "yaklaşık %p puan")
    val reviewPosition = Text("Position at the start of the turn", "Turun başındaki durum")
    val reviewTapHint = Text("Tap a decision to see its position.", "Durumu görmek için bir karara dokunun.")
    val reviewProgress = Text("Turn %d of %n", "Tur %d / %n")
    val reviewPlayed = Text("Played", "Oynanan")
    val reviewBetter = Text("Better", "Daha iyisi")
    val reviewNoBetter = Text("no better move found", "daha iyi hamle bulunamadı")
    val reviewLoadingPosition = Text("Setting up the position…", "Durum hazırlanıyor…")
    val youWon = Text("You won!", "Kazandın!")
    val winnerIs = Text("Winner: %s", "Kazanan: %s")
    val winnersAre = Text("Winners: %s", "Kazananlar: %s")
    val finalTotals = Text("Final totals", "Son puanlar")
    val lowestWins = Text("The lowest total wins.", "En düşük puan kazanır.")
    val highestWins = Text("The highest score wins.", "En yüksek puan kazanır.")
    val home = Text("Home", "Ana ekran")
    // Lay-off onto either end of a run
    val whichEnd = Text("Which end?", "Hangi uca?")
    val whichEndBody = Text("%t fits both ends of this run.", "%t bu serinin iki ucuna da uyuyor.")
    val lowEnd = Text("Before %f", "%f önüne")
    val highEnd = Text("After %f", "%f arkasına")
    // Düz Okey's counter
    val duzInMelds = Text("In sets and runs", "Perlerde")
    val duzPairs = Text("pairs", "çift")
    val finishNeedsOne = Text("Select the one tile to discard, then Finish.", "Atacağın tek taşı seç, sonra Bitir'e bas.")
    val duzDiscardWins = Text("a discard wins!", "atınca biter!")
    val nextDeal = Text("Next deal", "Sonraki el")
    val dealOver = Text("Deal over", "El bitti")
    val seat = Text("Seat", "Oyuncu")
    val tilesLeft = Text("Tiles left", "Kalan taş")
    val penalties = Text("Penalties", "Cezalar")
    val dealScore = Text("Deal", "El puanı")
    val total = Text("Total", "Toplam")
    val multiplier = Text("Multiplier", "Katsayı")
    val racksFaceUp = Text("Every rack, face up", "Bütün ıstakalar açık")

    // Confirmations
    val costlyDiscardTitle = Text("This discard costs %n", "Bu taşı atmak %n ceza")
    val costlyDiscardTitleNoPoints = Text("This discard costs a penalty", "Bu taşı atmak ceza getirir")
    val discardAnyway = Text("Discard anyway", "Yine de at")
    val cancel = Text("Cancel", "Vazgeç")
    val takeBackTitle = Text("Take back every tile laid this turn?", "Bu el açılan bütün taşlar geri alınsın mı?")
    val takeBackBody = Text(
        "The engine charges %n penalty points for this take-back. Every tile laid this turn comes back to your rack.",
        "Bu geri alma %n puan ceza getirir. Bu tur açılan bütün taşlar ıstakana döner.",
    )
    val confirm = Text("Take back anyway", "Yine de geri al")

    // Penalty reasons
    val reasonOkey = Text("you would discard the okey", "okeyi atmış olursun")
    val reasonPlayable = Text("the tile fits a meld on the table", "taş masadaki bir pere işlenebilir")
    val reasonTookBack = Text("tiles were taken back", "taşlar geri alındı")
    val reasonGaveOpening = Text("the discard let the next player open", "atılan taş sonraki oyuncuyu açtırdı")

    // Deal endings
    val endWon = Text("%s finished", "%s bitirdi")
    val endWithOkey = Text("with the okey", "okeyle")
    val endWithPairs = Text("with pairs", "çiftten")
    val endAllAtOnce = Text("all at once", "elden")
    val endOneColour = Text("in one colour", "tek renk")
    val endStockOut = Text("The stock ran out", "Deste bitti")
    val endAllPairs = Text("Everyone went for pairs", "Herkes çifte gitti")

    // Settings
    val language = Text("Language", "Dil")
    val tileColours = Text("Tile colours", "Taş renkleri")
    val standardColours = Text("Standard", "Standart")
    val colourBlind = Text("Colour-blind", "Renk körü")
    val botSpeed = Text("Bot speed", "Bot hızı")
    val fast = Text("Fast", "Hızlı")
    val normal = Text("Normal", "Normal")
    val slow = Text("Slow", "Yavaş")
    val confirmDiscards = Text("Confirm costly discards", "Cezalı atışta sor")
    val shuffleSeed = Text("Shuffle seed of this game", "Bu oyunun karıştırma tohumu")
    val show = Text("Show", "Göster")
    // Statistics
    val noGamesYet = Text("No finished games yet. A game is counted when it ends.", "Henüz biten oyun yok. Oyun bitince sayılır.")
    val gamesPlayed = Text("Games", "Oyun")
    val gamesWon = Text("Won", "Kazanılan")
    val dealsPlayed = Text("Deals", "El")
    val dealsWon = Text("Deals won", "Kazanılan el")
    val averageDeal = Text("Average deal", "El ortalaması")
    val averageDealShort = Text("Avg deal", "El ort.")
    val bestGame = Text("Best game", "En iyi oyun")
    val openings = Text("Openings", "Açılışlar")
    val pairsOpenings = Text("with pairs", "çiftle")
    val penaltiesCount = Text("Penalties", "Cezalar")
    val points = Text("points", "puan")
    val perPreset = Text("Per rules set", "Kural setine göre")
    val perOpponents = Text("Per opponent level (the strongest bot)", "Rakip seviyesine göre (en güçlü bot)")
    val peopleOnly = Text("People only", "Yalnız insanlar")
    val lowerIsBetter = Text("Scores: lower is better.", "Puanlar: düşük olan iyidir.")
    val clear = Text("Clear", "Sıfırla")
    val clearTitle = Text("Clear the statistics?", "İstatistikler sıfırlansın mı?")
    val clearBody = Text("Every recorded game is forgotten. This cannot be undone.", "Kayıtlı bütün oyunlar silinir. Geri alınamaz.")
    val statsSetAside = Text(
        "The statistics file could not be read; it was kept as %s and new statistics were started.",
        "İstatistik dosyası okunamadı; %s adıyla saklandı ve yeni istatistik başlatıldı.",
    )

    // Levels and colours
    val beginner = Text("Beginner", "Acemi")
    val easy = Text("Easy", "Kolay")
    val medium = Text("Medium", "Orta")
    val hard = Text("Hard", "Zor")
    val red = Text("red", "kırmızı")
    val yellow = Text("yellow", "sarı")
    val blue = Text("blue", "mavi")
    val black = Text("black", "siyah")
    val falseJoker = Text("false joker", "sahte okey")
    val playsAs = Text("plays as", "yerine geçer:")
}
