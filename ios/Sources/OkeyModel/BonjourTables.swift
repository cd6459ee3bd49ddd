#if canImport(Network)
import Foundation
import Network
import OkeyAppCore
import dnssd

/// Tables on the local network by Bonjour (`_okey._tcp`, as `NSBonjourServices` declares): the
/// Join screen's "tables nearby" through `NWBrowser` (each one sent to the core as
/// `Intent.tableFound`, a lost one as `Intent.tableGone`), and the host's own table advertised
/// while its lobby has an address (`advertise`). A table's address and port travel in its TXT
/// record (`host`, `port`), as the Android app writes them, so nothing is resolved by connecting
/// to it. The connection itself is the transport's (Rust, okey-net), not made here.
///
/// Apple platforms only; written to Network's and dns_sd's documentation, not compiled here.
@MainActor
public final class BonjourTables: TableDiscovery {
    public static let serviceType = "_okey._tcp"

    private let send: (Intent) -> Void
    private var browser: NWBrowser?
    /// Each table found, by its service name, where it said it is (for its `tableGone`).
    private var found: [String: (address: String, port: UInt16)] = [:]
    private var advertised: DNSServiceRef?
    private var advertisedPort: UInt16?

    /// `send` takes the intents to the shell (`shell.send`), on the main actor.
    public init(send: @escaping (Intent) -> Void) {
        self.send = send
    }

    public func browse(_ on: Bool) {
        if on == (browser != nil) { return }
        guard on else {
            browser?.cancel()
            browser = nil
            found = [:]
            return
        }
        let browser = NWBrowser(for: .bonjourWithTXTRecord(type: Self.serviceType, domain: nil), using: .tcp)
        browser.browseResultsChangedHandler = { [weak self] _, changes in
            Task { @MainActor in self?.apply(changes) }
        }
        // Refused local-network access shows as a failed or waiting browser: the Join screen
        // still takes an address typed by hand, and the system asked the player already.
        browser.start(queue: .main)
        self.browser = browser
    }

    private func apply(_ changes: Set<NWBrowser.Result.Change>) {
        for change in changes {
            switch change {
            case .added(let result), .changed(_, let result, _):
                guard case .service(let name, _, _, _) = result.endpoint,
                    case .bonjour(let txt) = result.metadata,
                    let address = txt["host"], let port = txt["port"].flatMap(UInt16.init)
                else { continue }
                found[name] = (address, port)
                send(.tableFound(name: name, address: address, port: port))
            case .removed(let result):
                guard case .service(let name, _, _, _) = result.endpoint, let table = found.removeValue(forKey: name) else { continue }
                send(.tableGone(address: table.address, port: table.port))
            case .identical:
                break
            @unknown default:
                break
            }
        }
    }

    /// Advertises this phone's table (listening at `address`, "192.168.1.20:47001") as `name`,
    /// or stops with nil. The transport listens; this only says where.
    public func advertise(name: String, address: String?) {
        let parts = address.map { $0.split(separator: ":") }
        let port = parts.flatMap { $0.last }.flatMap { UInt16($0) }
        if port == advertisedPort { return }
        if let advertised { DNSServiceRefDeallocate(advertised) }
        advertised = nil
        advertisedPort = port
        guard let port, let host = parts?.dropLast().joined(separator: ":") else { return }
        var txt = TXTRecordRef()
        TXTRecordCreate(&txt, 0, nil)
        defer { TXTRecordDeallocate(&txt) }
        for (key, value) in [("host", host), ("port", String(port))] {
            let bytes = Array(value.utf8)
            TXTRecordSetValue(&txt, key, UInt8(bytes.count), bytes)
        }
        var ref: DNSServiceRef?
        // No callback: a registration that fails leaves guests the code and the QR code.
        let error = DNSServiceRegister(
            &ref, 0, 0, name, Self.serviceType, nil, nil, port.bigEndian,
            TXTRecordGetLength(&txt), TXTRecordGetBytesPtr(&txt), nil, nil
        )
        if error == kDNSServiceErr_NoError, let ref {
            DNSServiceSetDispatchQueue(ref, .main)
            advertised = ref
        }
    }

    public func stop() {
        browse(false)
        advertise(name: "", address: nil)
    }
}
#endif
