#if canImport(SwiftUI)
import OkeyAppCore
import SwiftUI

/// The felt: each seat at its place around it, each discard pile at its corner, the stock,
/// indicator and okey in the middle, and the melds (Okey 101) where there is room for a long run:
/// across the felt's width when the phone is upright, beside the stock when it lies on its side.
/// Play goes from the player (bottom) to the right, across and to the left; each pile lies at its
/// seat's right hand, so with four players the one the player takes from is the left seat's, at
/// the bottom left. What goes in each spot is the caller's: the live table draws the shell's
/// parts, the review a position.
struct FeltLayout<Seat: View, Pile: View, Centre: View, Melds: View>: View {
    /// The phone lies on its side: the felt is wide and short.
    let sideways: Bool
    /// The widest a felt tile may be: the player's rack slot (the player's own tiles are the
    /// largest on the table), where the felt sits over a rack.
    let tileLimit: CGFloat
    let seat: (SeatPlace) -> Seat
    let pile: (Corner) -> Pile
    let centre: () -> Centre
    let melds: () -> Melds

    init(
        sideways: Bool,
        tileLimit: CGFloat = .infinity,
        @ViewBuilder seat: @escaping (SeatPlace) -> Seat,
        @ViewBuilder pile: @escaping (Corner) -> Pile,
        @ViewBuilder centre: @escaping () -> Centre,
        @ViewBuilder melds: @escaping () -> Melds
    ) {
        self.sideways = sideways
        self.tileLimit = tileLimit
        self.seat = seat
        self.pile = pile
        self.centre = centre
        self.melds = melds
    }

    /// The least height the melds keep upright, where other parts (a guide, a hint) compete for
    /// it: an owner's name and a row of melds (16 + 3 + 41 pt); more scrolls.
    static var meldsMinHeight: CGFloat { 60 }

    var body: some View {
        Group {
            if sideways { wide } else { tall }
        }
        .padding(8)
        // On its side the phone leaves the felt little height: its tiles are drawn smaller; never
        // larger than the rack's.
        .environment(\.tileWidthLimit, min(sideways ? 26 : .infinity, tileLimit))
        .background(FeltBackground())
    }

    /// Upright: the across seat between the top piles, the side seats beside the centre, the
    /// melds across the whole width, the player between the bottom piles. The across seat and
    /// the player take all the width their piles leave (a spacer each side would leave them a
    /// share of it only), so that their card shortens only when it must.
    private var tall: some View {
        VStack(spacing: 6) {
            HStack(alignment: .top, spacing: 6) {
                pile(.topLeft)
                seat(.across).frame(maxWidth: .infinity)
                pile(.topRight)
            }
            HStack(spacing: 6) {
                seat(.left)
                Spacer(minLength: 0)
                centre()
                Spacer(minLength: 0)
                seat(.right)
            }
            melds()
                .frame(maxWidth: .infinity, minHeight: Self.meldsMinHeight, maxHeight: .infinity)
            HStack(alignment: .bottom, spacing: 6) {
                pile(.bottomLeft)
                seat(.bottom).frame(maxWidth: .infinity)
                pile(.bottomRight)
            }
        }
    }

    /// On its side: a column each side (a pile, the seat, a pile), and between them the across
    /// seat, the centre with the melds beside it, and the player.
    private var wide: some View {
        HStack(alignment: .top, spacing: 6) {
            side(top: .topLeft, place: .left, bottom: .bottomLeft, alignment: .leading)
            VStack(spacing: 6) {
                seat(.across)
                HStack(alignment: .top, spacing: 10) {
                    centre()
                    melds()
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                .frame(maxHeight: .infinity)
                seat(.bottom)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            side(top: .topRight, place: .right, bottom: .bottomRight, alignment: .trailing)
        }
    }

    /// The seat takes all the height its piles leave, centred in it (spacers would leave it a
    /// share only), and no more than 4 pt between: a phone on its side leaves the felt about
    /// 159 pt inside its padding, and the column needs 137 (a pile 38, a card of two lines 45,
    /// the discard spot 46, 8 between) to 154 (a card of three lines, with what the seat opened
    /// with). A card that finds less than three lines' height shows two (see `SeatCard`).
    private func side(top: Corner, place: SeatPlace, bottom: Corner, alignment: HorizontalAlignment) -> some View {
        VStack(alignment: alignment, spacing: 4) {
            pile(top)
            seat(place).frame(maxHeight: .infinity)
            pile(bottom)
        }
        .frame(maxHeight: .infinity)
    }
}

/// The table's cloth: green felt, lighter where the lamp falls, in a wooden rim.
struct FeltBackground: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 18)
            .fill(
                RadialGradient(
                    colors: [SwiftUI.Color(red: 0.16, green: 0.52, blue: 0.33), TilePalette.felt],
                    center: .center, startRadius: 10, endRadius: 420
                )
            )
            .overlay(
                RoundedRectangle(cornerRadius: 18)
                    .strokeBorder(TilePalette.wood, lineWidth: 5)
            )
            .shadow(color: .black.opacity(0.4), radius: 6, y: 3)
    }
}
#endif
