#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif
#if canImport(CoreImage)
import CoreImage
import CoreImage.CIFilterBuiltins
#endif

/// The lobby of a table over the local network. The host's: the six-digit code, large, the QR
/// code of the core's payload (Core Image's generator), the address to type, the seats filling as
/// guests join, how long a dropped guest is waited for, and Start. A guest's: the seats and
/// "Waiting for the host". On its side the code and the QR code stand beside the seats.
@MainActor
struct LobbyScreen: View {
    let lobby: LobbyView
    let shell: AppShell
    @Environment(\.verticalSizeClass) private var verticalSize

    /// What the wait can be set to, in seconds.
    private static let waits: [UInt32] = [30, 60, 120, 300]

    var body: some View {
        Group {
            if verticalSize == .compact {
                HStack(alignment: .top, spacing: 16) {
                    if lobby.hosting { ScrollView { joinDetails(qrSide: 150) } }
                    VStack {
                        ScrollView { seats }
                        start
                    }
                }
            } else {
                VStack {
                    ScrollView {
                        VStack(spacing: 12) {
                            if lobby.hosting { joinDetails(qrSide: 220) }
                            seats
                        }
                    }
                    start
                }
            }
        }
        .padding()
        .background(TilePalette.felt.ignoresSafeArea())
        .foregroundStyle(.white)
        .navigationTitle(lobby.hosting ? "together.yourTable" : "together.table")
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("together.leave") { shell.send(.leaveTable) }
            }
        }
        #if canImport(Network)
        // The host's table advertised on the network (Bonjour) while its lobby has an address.
        .task(id: lobby.address) {
            let host =
                lobby.seats.first(where: { seat in
                    if case .host = seat.kind { return true }; return false
                })?.name ?? ""
            (shell.discovery as? BonjourTables)?.advertise(name: "Okey · \(host)", address: lobby.hosting ? lobby.address : nil)
        }
        #endif
    }

    /// The code, the QR code and the address: what a guest's phone needs.
    @ViewBuilder
    private func joinDetails(qrSide: CGFloat) -> some View {
        VStack(spacing: 10) {
            if let code = lobby.code {
                Text("together.joinCode").font(.subheadline).opacity(0.8)
                Text(verbatim: code).font(.system(size: 44, weight: .bold, design: .rounded)).monospacedDigit().foregroundStyle(.yellow)
                if let payload = lobby.payload {
                    Text("together.scanQr").font(.footnote).opacity(0.8).multilineTextAlignment(.center)
                    QRCodeImage(payload: payload).frame(width: qrSide, height: qrSide)
                }
                if let address = lobby.address {
                    LabeledContent("together.address") { Text(verbatim: address).font(.headline).monospacedDigit() }
                }
            } else {
                // Until the transport listens (Effect.listen, then Intent.listening) there is no code.
                Text("together.opening").opacity(0.8)
            }
        }
        .frame(maxWidth: .infinity)
    }

    private var seats: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(verbatim: lobby.status).font(.callout)
            Text("together.seats").font(.headline)
            ForEach(lobby.seats, id: \.seat) { seat in
                LobbySeatRow(seat: seat)
            }
            if lobby.hosting {
                Text("together.guestWait").font(.subheadline)
                Picker("together.guestWait", selection: Binding(get: { nearestWait }, set: { shell.send(.chooseGuestWait(seconds: $0)) })) {
                    ForEach(Self.waits, id: \.self) { seconds in
                        if seconds < 60 {
                            Text("together.seconds \(Int(seconds))").tag(seconds)
                        } else {
                            Text("together.minutes \(Int(seconds / 60))").tag(seconds)
                        }
                    }
                }
                .pickerStyle(.segmented)
            }
        }
    }

    private var nearestWait: UInt32 {
        Self.waits.min { abs(Int($0) - Int(lobby.waitSeconds)) < abs(Int($1) - Int(lobby.waitSeconds)) } ?? 30
    }

    @ViewBuilder
    private var start: some View {
        if lobby.hosting {
            Button {
                shell.send(.startGame)
            } label: {
                Text("newGame.start").font(.headline).frame(maxWidth: .infinity, minHeight: 30)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .tint(.yellow)
            .foregroundStyle(.black)
            .disabled(!lobby.canStart)
        }
    }
}

/// One seat: a mark of who sits there (a shape, never the colour alone), the name, the core's label.
private struct LobbySeatRow: View {
    let seat: LobbySeatView

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: symbol).foregroundStyle(colour).frame(width: 24).accessibilityHidden(true)
            Text(verbatim: seat.name).font(.headline).lineLimit(1)
            Spacer()
            Text(verbatim: seat.label).font(.subheadline).opacity(0.8).multilineTextAlignment(.trailing)
        }
        .padding(10)
        .background(RoundedRectangle(cornerRadius: 10).fill(SwiftUI.Color.black.opacity(0.2)))
        .accessibilityElement(children: .combine)
    }

    private var symbol: String {
        switch seat.kind {
        case .host: "star.fill"
        case .guest(let connected): connected ? "person.fill" : "person.fill.questionmark"
        case .open: "circle.dashed"
        case .bot: "cpu"
        }
    }

    private var colour: SwiftUI.Color {
        switch seat.kind {
        case .host: .yellow
        case .guest(let connected): connected ? .yellow : .orange
        case .open: .white.opacity(0.7)
        case .bot: .cyan
        }
    }
}

/// The QR code of `payload`, black modules on white with the quiet zone readers need, drawn
/// sharp (no smoothing when scaled up).
struct QRCodeImage: View {
    let payload: String

    var body: some View {
        #if canImport(CoreImage) && canImport(UIKit)
        if let image = Self.image(payload) {
            Image(uiImage: image)
                .interpolation(.none)
                .resizable()
                .scaledToFit()
                .padding(8)
                .background(SwiftUI.Color.white, in: RoundedRectangle(cornerRadius: 6))
                .accessibilityLabel(Text(verbatim: payload))
        }
        #else
        Text(verbatim: payload).font(.caption)
        #endif
    }

    #if canImport(CoreImage) && canImport(UIKit)
    private static func image(_ payload: String) -> UIImage? {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(payload.utf8)
        filter.correctionLevel = "M"
        guard let output = filter.outputImage else { return nil }
        // One point per module here; SwiftUI scales it up without smoothing.
        let context = CIContext()
        guard let cgImage = context.createCGImage(output, from: output.extent) else { return nil }
        return UIImage(cgImage: cgImage)
    }
    #endif
}

#Preview("Lobby") {
    let shell = PreviewShell.firstLaunch()
    shell.send(.hostTable)
    shell.send(.startGame)
    return NavigationStack {
        if let lobby = shell.lobby { LobbyScreen(lobby: lobby, shell: shell) }
    }
}
#endif
