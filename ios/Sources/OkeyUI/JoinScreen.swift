#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// Joining a table on the same Wi-Fi: the tables found nearby (a tap fills in the address), the
/// host's QR code to scan where there is a camera, the address to type, the six-digit code,
/// Join, and the core's word on how it went. What a scan read goes to the core through the Rust
/// `scannedTable`, which decides what it means.
@MainActor
struct JoinScreen: View {
    let join: JoinView
    let shell: AppShell
    @State private var scanning = false
    @State private var cameraRefused = false

    var body: some View {
        Form {
            Section("together.tablesNearby") {
                if join.tables.isEmpty {
                    Text("together.noneFound").foregroundStyle(.secondary)
                }
                ForEach(Array(join.tables.enumerated()), id: \.offset) { index, table in
                    Button {
                        shell.send(.chooseFoundTable(index: UInt32(index)))
                    } label: {
                        VStack(alignment: .leading) {
                            Text(verbatim: table.name).font(.headline)
                            Text(verbatim: "\(table.address):\(table.port)").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            Section {
                #if canImport(AVFoundation) && canImport(UIKit)
                if QRScanner.available {
                    Button("together.scanTable") {
                        Task {
                            if await QRScanner.requestAccess() { scanning = true } else { cameraRefused = true }
                        }
                    }
                }
                #endif
                // A table chosen above, or scanned, changes the core's address: the field follows it.
                JoinField(
                    label: "together.tableAddress", value: join.address, prompt: "192.168.1.20:47001", keyboard: .numbersAndPunctuation
                ) {
                    shell.send(.setJoinAddress(text: $0))
                }
                JoinField(label: "together.code", value: join.code, prompt: "042 917", keyboard: .numberPad) {
                    shell.send(.setJoinCode(text: $0))
                }
                if let status = join.status {
                    Text(verbatim: status).foregroundStyle(.orange)
                }
                Button("together.join") { shell.send(.join) }
                    .font(.headline)
                    .disabled(!join.canJoin)
            }
        }
        .navigationTitle("home.joinTable")
        #if canImport(AVFoundation) && canImport(UIKit)
        .fullScreenCover(isPresented: $scanning) {
            QRScanner(
                found: { text in
                    scanning = false
                    shell.send(scannedTable(text: text))
                },
                cancel: { scanning = false })
        }
        #endif
        .alert("together.cameraRefused", isPresented: $cameraRefused) {
            Button("together.openSettings") {
                if let settings = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(settings) }
            }
            Button("together.ok", role: .cancel) {}
        }
    }
}

/// A line typed on the Join screen, kept as typed; each change goes to the core. When the core's
/// `value` changes by another gesture (a table chosen from the list), the field starts again
/// from it.
@MainActor
private struct JoinField: View {
    let label: LocalizedStringKey
    let value: String
    let prompt: String
    let keyboard: UIKeyboardType
    let send: (String) -> Void
    @State private var text: String
    /// The core's next change is this field's own typing.
    @State private var typing = false

    init(label: LocalizedStringKey, value: String, prompt: String, keyboard: UIKeyboardType, send: @escaping (String) -> Void) {
        self.label = label
        self.value = value
        self.prompt = prompt
        self.keyboard = keyboard
        self.send = send
        _text = State(initialValue: value)
    }

    var body: some View {
        TextField(text: $text, prompt: Text(verbatim: prompt)) { Text(label) }
            .keyboardType(keyboard)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .onChange(of: text) { _, typed in
                guard typed != value else { return }
                typing = true
                send(typed)
            }
            .onChange(of: value) { _, new in
                if !typing { text = new }
                typing = false
            }
    }
}

#Preview("Join") {
    let shell = PreviewShell.firstLaunch()
    shell.send(.joinTable)
    shell.send(.tableFound(name: "Okey · Deniz", address: "192.168.1.20", port: 47001))
    return NavigationStack {
        if let join = shell.join { JoinScreen(join: join, shell: shell) }
    }
}
#endif
