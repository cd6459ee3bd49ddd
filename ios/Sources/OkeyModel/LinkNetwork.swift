import Foundation
import OkeyAppCore

/// Performs the core's network effects (listening, connecting, the messages) and hands what the
/// network says back to the shell (`deliver`, set by the shell, called on the main actor).
@MainActor
public protocol Network: AnyObject {
    var deliver: ((Intent) -> Void)? { get set }
    func perform(_ effect: Effect)
}

/// The app's network: the Rust transport (`OkeyNetwork`, okey-link over okey-net: the handshake,
/// the encryption, the sockets and their threads) performs the effects, and a thread of this
/// class waits for what the network says (a guest's message, the host gone) and hands each intent
/// to the main queue, in order, where the shell sends it to the core as it would a gesture.
/// `perform` only queues and starts threads: quick enough for the main actor.
@MainActor
public final class LinkNetwork: Network {
    public var deliver: ((Intent) -> Void)?
    private let link: OkeyNetwork
    private let listener: Listener

    /// The network of the app over `directory` (where it keeps the port it hosts on);
    /// `loopbackOnly` listens on 127.0.0.1 alone (tests).
    public init(directory: URL, loopbackOnly: Bool = false) {
        link = OkeyNetwork.open(dataDir: directory.path, loopbackOnly: loopbackOnly)
        listener = Listener(link: link)
        listener.start { [weak self] intent in self?.deliver?(intent) }
    }

    public func perform(_ effect: Effect) {
        _ = link.perform(effect: effect)
    }

    /// Stops hosting or leaves the host, and ends the thread: the app is closing for good.
    public func stop() {
        listener.stop()
        link.stop()
    }
}

/// The thread that waits on the network. Its one flag is behind a lock; everything else it
/// touches is the Rust object, which is thread-safe.
private final class Listener: @unchecked Sendable {
    private let link: OkeyNetwork
    private let lock = NSLock()
    private var running = true

    init(link: OkeyNetwork) {
        self.link = link
    }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    func start(deliver: @escaping @MainActor (Intent) -> Void) {
        let thread = Thread { [self] in
            while isRunning {
                // A bounded wait, so that stop() ends the thread soon after.
                guard let intent = link.nextIntent(timeoutMs: 200) else { continue }
                // The main queue keeps the network's order; the main actor runs on it.
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { deliver(intent) }
                }
            }
        }
        thread.name = "okey-network"
        thread.start()
    }

    func stop() {
        lock.lock()
        running = false
        lock.unlock()
    }
}
