package org.okey.ui.rules

import org.okey.ui.engine.PresetId
import org.okey.ui.strings.Text

/** A part of the rules: a heading and its points. */
data class RuleSection(val title: Text, val points: List<Text>)

/** A Turkish game term and what it means. */
data class GlossaryEntry(val term: String, val meaning: Text)

/**
 * The rules of each preset in plain words, as the engine plays them (docs/RULES.md). The engine
 * does not yet describe its rules itself; when it does, this table should give way to its text.
 */
object RulesText {
    fun sections(preset: PresetId): List<RuleSection> =
        if (preset.duz) listOf(tiles(14), duzTurn, duzScoring) else listOf(tiles(21), melds, okey101Turn, opening(preset), penalties(preset), scoring(preset))

    private fun tiles(hand: Int) = RuleSection(
        Text("Tiles and the okey", "Taşlar ve okey"),
        listOf(
            Text(
                "106 tiles: 1 to 13 in red, yellow, blue and black, twice each, and two false jokers.",
                "106 taş: kırmızı, sarı, mavi ve siyah renkte 1'den 13'e ikişer taş ve iki sahte okey.",
            ),
            Text(
                "Each player gets $hand tiles, the starter one more. One tile is turned up: the indicator (gösterge). The okey is the tile of its colour one higher (after 13 comes 1); both okeys are wild.",
                "Her oyuncuya $hand taş dağıtılır, başlayana bir fazla. Bir taş açılır: gösterge. Okey, göstergenin renginde bir üstündeki taştır (13'ten sonra 1 gelir); iki okey de her taşın yerine geçer.",
            ),
            Text(
                "A false joker is not wild: it plays as an ordinary tile with the okey's face.",
                "Sahte okey joker değildir: okeyin yerine, onun renk ve sayısında sıradan bir taş olarak oynanır.",
            ),
        ),
    )

    private val melds = RuleSection(
        Text("Melds", "Perler"),
        listOf(
            Text("A set: 3 or 4 tiles of one number, each of a different colour.", "Per: aynı sayıda, hepsi farklı renkte 3 ya da 4 taş."),
            Text(
                "A run (seri): 3 or more tiles of one colour in a row. A 1 is only the lowest tile: 12-13-1 is not a run.",
                "Seri: aynı renkte, art arda gelen 3 ya da daha fazla taş. 1 yalnızca en küçük taştır: 12-13-1 seri değildir.",
            ),
            Text("A pair (çift): two tiles with the same face.", "Çift: aynı renk ve sayıda iki taş."),
            Text(
                "An okey stands for whatever tile the meld needs. A meld is worth the numbers its tiles stand for.",
                "Okey, perin ihtiyaç duyduğu taşın yerine geçer. Perin değeri, taşlarının karşılık geldiği sayıların toplamıdır.",
            ),
        ),
    )

    private val okey101Turn = RuleSection(
        Text("A turn", "Bir tur"),
        listOf(
            Text(
                "Take a tile: draw from the stock, or take the tile the previous player just discarded. A taken discard must end up on the table this turn; before laying anything it may be given back, and then you draw.",
                "Taş al: desteden çek ya da bir önceki oyuncunun attığı taşı al. Alınan taş bu tur yere açılmalıdır; bir şey açmadan önce geri verilebilir, o zaman desteden çekilir.",
            ),
            Text(
                "Then, as you like: lay new melds, lay tiles off onto melds on the table (işleme, after you have opened), take back what you put down this turn.",
                "Sonra dilediğin gibi: yeni perler aç, masadaki perlere taş işle (açtıktan sonra), bu tur yere koyduklarını geri al.",
            ),
            Text(
                "End with a discard. Discarding your last tile wins the deal; a lay may never leave your rack empty.",
                "Tur bir taş atarak biter. Son taşını atan eli kazanır; açarken ıstakada hiç taş bırakılamaz.",
            ),
            Text(
                "Taking back one tile is free; taking back two or more costs 101.",
                "Tek taşı geri almak bedavadır; iki ya da daha fazla taşı geri almak 101 cezadır.",
            ),
        ),
    )

    private fun opening(preset: PresetId) = RuleSection(
        Text("Opening", "Açmak"),
        buildList {
            add(
                Text(
                    "Your first lay is your opening: new sets and runs worth at least 101 in one turn, or at least 5 pairs. Never both kinds in one turn.",
                    "İlk açışın açılıştır: bir turda en az 101 değerinde yeni per ve seriler ya da en az 5 çift. İkisi aynı turda karıştırılamaz.",
                ),
            )
            add(
                Text(
                    "After opening with sets and runs you lay sets and runs of any value; after opening with pairs, only more pairs. Both may lay off onto sets and runs.",
                    "Per ve seriyle açan istediği değerde per ve seri açar; çiftten açan yalnızca çift açar. İkisi de per ve serilere işleyebilir.",
                ),
            )
            when (preset) {
                PresetId.STANDARD -> add(
                    Text(
                        "Laying your whole hand at once as sets and runs, all but the last tile, finishes the deal whatever it is worth.",
                        "Bütün eli tek seferde per ve seri olarak açıp son taşı atmak, değeri ne olursa olsun eli bitirir.",
                    ),
                )
                PresetId.ONLINE -> add(
                    Text(
                        "The previous discard may be taken even when you have no use for it; give it back before laying anything, then draw.",
                        "Önceki oyuncunun attığı taş işe yaramasa da alınabilir; bir şey açmadan geri verip desteden çekersin.",
                    ),
                )
                PresetId.GUIDE -> add(
                    Text(
                        "Ten pairs finish at once, without drawing. When the stock is empty, the indicator is the last tile: whoever takes it must finish.",
                        "On çift, taş çekmeden eli hemen bitirir. Deste bitince gösterge son taştır: onu alan bitirmek zorundadır.",
                    ),
                )
                PresetId.KATLAMALI -> {
                    add(
                        Text(
                            "Katlamalı: each opening raises the next. After an opening worth 108, the next needs 109; after 6 pairs, the next pairs opening needs 7.",
                            "Katlamalı: her açılış bir sonrakini yükseltir. 108 ile açılınca sonraki 109 ister; 6 çiftten sonra çift açmak için 7 çift gerekir.",
                        ),
                    )
                    add(
                        Text(
                            "Once someone has opened with pairs, players who opened with sets and runs may lay pairs too. An okey on the table may be taken by giving the tile it stands for (yerden okey alma).",
                            "Biri çiftten açınca per ve seriyle açanlar da çift açabilir. Masadaki okey, yerine geçtiği taş verilerek alınabilir (yerden okey alma).",
                        ),
                    )
                }
                PresetId.DUZ -> Unit
            }
        },
    )

    private fun penalties(preset: PresetId) = RuleSection(
        Text("Penalties (ceza): +101 each", "Cezalar: her biri +101"),
        buildList {
            add(Text("Discarding an okey, unless it is your finishing tile.", "Bitirirken değilse okey atmak."))
            add(Text("Discarding a tile that could be laid off onto a set or run on the table.", "Masadaki bir per ya da seriye işlenebilecek taşı atmak."))
            add(Text("Taking back two or more tiles at once.", "Tek seferde iki ya da daha fazla taşı geri almak."))
            if (preset == PresetId.GUIDE) {
                add(Text("Discarding the tile the next player takes to open or finish.", "Sonraki oyuncunun alıp açtığı ya da bitirdiği taşı atmak."))
            }
        },
    )

    private fun scoring(preset: PresetId) = RuleSection(
        Text("Scoring (lowest total wins)", "Puanlama (en düşük toplam kazanır)"),
        buildList {
            add(
                Text(
                    "The winner scores −101. Who has not opened scores 202; who opened scores the tiles left in hand, doubled after opening with pairs.",
                    "Kazanan −101 yazar. Açmayan 202 yazar; açan elinde kalan taşların toplamını yazar, çiftten açtıysa iki katını.",
                ),
            )
            add(
                Text(
                    "Everything doubles when the winner finishes with the okey, opened with pairs, or opened and finished in one turn (elden bitme); the doublings multiply.",
                    "Kazanan okeyle biterse, çiftten açtıysa ya da tek turda açıp bitirdiyse (elden bitme) puanlar katlanır; katlar çarpılır.",
                ),
            )
            add(
                when (preset) {
                    PresetId.ONLINE -> Text(
                        "An okey left in the hand of a player who opened costs a flat 101. If the stock runs out nobody scores, and the deal counts.",
                        "Açmış oyuncunun elinde kalan okey düz 101 cezadır. Deste biterse kimse puan yazmaz ve el sayılır.",
                    )
                    PresetId.KATLAMALI -> Text(
                        "An okey left in hand counts 101 in its value. If the stock runs out nobody scores and the deal is played again.",
                        "Elde kalan okey 101 sayılır. Deste biterse kimse puan yazmaz ve el yeniden oynanır.",
                    )
                    PresetId.GUIDE -> Text(
                        "An okey left in hand counts 101. If the stock runs out each okey in a hand costs 101 and the deal is played again. A risk round doubles the deal.",
                        "Elde kalan okey 101 sayılır. Deste biterse eldeki her okey 101 ceza yazar ve el yeniden oynanır. Riskli el puanları katlar.",
                    )
                    else -> Text(
                        "An okey left in hand counts 101. If the stock runs out each okey in a hand costs 101 and the deal is played again.",
                        "Elde kalan okey 101 sayılır. Deste biterse eldeki her okey 101 ceza yazar ve el yeniden oynanır.",
                    )
                },
            )
            add(Text("Penalties are added last and are never doubled.", "Cezalar en son eklenir ve katlanmaz."))
        },
    )

    private val duzTurn = RuleSection(
        Text("A turn", "Bir tur"),
        listOf(
            Text(
                "Draw from the stock or take the previous player's discard, then discard one tile. Nothing is laid during play and there are no penalties.",
                "Desteden çek ya da önceki oyuncunun attığını al, sonra bir taş at. Oyun sırasında yere açılmaz, ceza yoktur.",
            ),
            Text(
                "To finish, show 14 tiles that are all sets and runs (12-13-1 allowed), or seven pairs, and discard the 15th.",
                "Bitirmek için tamamı per ve seri (12-13-1 olur) ya da yedi çift olan 14 taşı gösterip 15. taşı atarsın.",
            ),
            Text(
                "Showing the indicator (gösterme): before your first draw, a tile with the indicator's face may be shown once; every other player loses 1.",
                "Gösterme: ilk taşını çekmeden önce göstergenin aynısını bir kez gösterebilirsin; diğer herkes 1 puan kaybeder.",
            ),
        ),
    )

    private val duzScoring = RuleSection(
        Text("Scoring (counting down)", "Puanlama (geriye sayım)"),
        listOf(
            Text("Everyone starts with 20 points.", "Herkes 20 puanla başlar."),
            Text(
                "A win costs each other player 2, doubled when the last discard is an okey and doubled again for seven pairs (a hand of one colour doubles only as a house rule).",
                "Biten el, diğer her oyuncuya 2 puan kaybettirir; son atılan taş okeyse katlanır, yedi çiftse bir kez daha katlanır (tek renk yalnızca ev kuralıyla katlar).",
            ),
            Text(
                "If the stock runs out, nobody scores and the same dealer deals again. The game ends when a score reaches 0; the highest scores win.",
                "Deste biterse kimse puan yazmaz ve aynı kişi yeniden dağıtır. Biri 0'a inince oyun biter; en yüksek puanlar kazanır.",
            ),
        ),
    )

    val glossary: List<GlossaryEntry> = listOf(
        GlossaryEntry("okey", Text("the wild tile: the indicator's colour, one number higher", "her taşın yerine geçen taş: göstergenin renginde bir üstü")),
        GlossaryEntry("gösterge", Text("the indicator, the tile turned up that fixes the okey", "okeyi belirleyen, açık duran taş")),
        GlossaryEntry("sahte okey", Text("false joker: an ordinary tile with the okey's face", "okeyin yerine sıradan taş olarak oynanan taş")),
        GlossaryEntry("taş", Text("a tile", "oyunun her bir parçası")),
        GlossaryEntry("ıstaka", Text("a player's rack", "oyuncunun taşlarını dizdiği tahta")),
        GlossaryEntry("el", Text("a deal, or the tiles in hand", "bir dağıtım ya da eldeki taşlar")),
        GlossaryEntry("per", Text("a meld: a set or a run", "aynı sayıda farklı renkler ya da seri")),
        GlossaryEntry("seri", Text("a run of one colour", "aynı renkte art arda taşlar")),
        GlossaryEntry("çift", Text("a pair; to open with pairs", "aynı iki taş; çiftten açmak")),
        GlossaryEntry("açmak", Text("to open: the first lay of a deal", "elde ilk kez yere taş koymak")),
        GlossaryEntry("işleme", Text("laying a tile off onto a meld on the table", "masadaki bir pere taş eklemek")),
        GlossaryEntry("katlamalı", Text("each opening raises the next", "her açılış sonrakini yükseltir")),
        GlossaryEntry("ceza", Text("a penalty, +101", "+101 puan")),
        GlossaryEntry("elden bitme", Text("opening and finishing in one turn", "tek turda açıp bitirmek")),
        GlossaryEntry("yerden okey alma", Text("taking an okey off the table by giving its tile", "yerine geçtiği taşı verip masadan okey almak")),
        GlossaryEntry("eşli", Text("played in partnerships", "eşli, takım halinde oynanan")),
        GlossaryEntry("düz okey", Text("classic Okey, the second game", "klasik okey, ikinci oyun")),
        GlossaryEntry("gösterme", Text("showing the indicator's twin at the start of a deal", "elin başında göstergenin aynısını göstermek")),
    )
}
