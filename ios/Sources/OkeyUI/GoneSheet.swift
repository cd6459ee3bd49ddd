#if canImport(SwiftUI)
import OkeyAppCore
import SwiftUI

/// The tiles out of play that the player has seen (discarded, laid on the table, the indicator),
/// as the core counts them: a row per colour, 1 to 13, each with how many of its two copies are
/// gone, and the false jokers.
struct GoneSheet: View {
    let gone: GoneView
    @Environment(\.tilePalette) private var palette
    @Environment(\.dismiss) private var dismiss

    private static let colours: [TileColor] = [.red, .yellow, .blue, .black]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("table.goneExplained").font(.footnote).foregroundStyle(.secondary)
                    Grid(horizontalSpacing: 2, verticalSpacing: 4) {
                        ForEach(Self.colours, id: \.self) { colour in
                            GridRow {
                                ForEach(gone.faces.filter { $0.face.color == colour }, id: \.face.number) { face in
                                    cell(face)
                                }
                            }
                        }
                    }
                    falseJokers
                }
                .padding()
            }
            .navigationTitle(Text("table.gone"))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("table.close") { dismiss() }
                }
            }
        }
        .presentationDetents([.medium, .large])
    }

    /// One face: its number in its colour, and how many of its copies are gone (0, 1 or 2); a
    /// face with both copies gone is struck through.
    private func cell(_ face: GoneFaceView) -> some View {
        VStack(spacing: 0) {
            Text(verbatim: "\(face.face.number)")
                .font(.system(.callout, design: .rounded).bold())
                .foregroundStyle(TilePalette.color(face.face.color, palette))
                .strikethrough(face.gone >= 2)
                .minimumScaleFactor(0.6)
                .lineLimit(1)
            Text(verbatim: "\(face.gone)")
                .font(.caption2.monospacedDigit())
                .foregroundStyle(face.gone == 0 ? SwiftUI.Color.secondary : SwiftUI.Color.primary)
        }
        .frame(maxWidth: .infinity, minHeight: 36)
        .background(RoundedRectangle(cornerRadius: 4).fill(SwiftUI.Color.gray.opacity(0.12 * Double(face.gone))))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(label(face))
    }

    /// VoiceOver's words for a cell: "red 7: 1 of 2 gone".
    private func label(_ face: GoneFaceView) -> Text {
        let number = Int(face.face.number)
        let count = Int(face.gone)
        switch face.face.color {
        case .red: return Text("table.goneRed \(number) \(count)")
        case .yellow: return Text("table.goneYellow \(number) \(count)")
        case .blue: return Text("table.goneBlue \(number) \(count)")
        case .black: return Text("table.goneBlack \(number) \(count)")
        }
    }

    private var falseJokers: some View {
        HStack(spacing: 8) {
            Image(systemName: "seal.fill").foregroundStyle(.green).accessibilityHidden(true)
            Text("table.goneFalseJokers \(Int(gone.falseJokers))")
        }
        .font(.callout)
        .accessibilityElement(children: .combine)
    }
}

#Preview("Gone") {
    let shell = PreviewShell.atTable()
    return Group {
        if let table = shell.table { GoneSheet(gone: table.gone) }
    }
}
#endif
