import Foundation

/// Where the app keeps its save, statistics and settings: named texts. Nothing is ever deleted.
public protocol Storage: AnyObject, Sendable {
    func read(_ name: String) -> String?
    /// Writes `text` under `name`; false when the device refused.
    @discardableResult func write(_ name: String, _ text: String) -> Bool
    /// Renames `name` to a new name that keeps it (a damaged save); returns that name.
    func setAside(_ name: String) -> String?
}

/// The name a damaged file is kept under: the first of name.damaged-1, -2, ... not taken.
func asideName(for name: String, taken: (String) -> Bool) -> String {
    var n = 1
    while taken("\(name).damaged-\(n)") { n += 1 }
    return "\(name).damaged-\(n)"
}

/// A `Storage` in memory, for tests and previews.
public final class MemoryStorage: Storage, @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String: String]

    public init(_ initial: [String: String] = [:]) { texts = initial }

    public var names: Set<String> { lock.withLock { Set(texts.keys) } }

    public func read(_ name: String) -> String? { lock.withLock { texts[name] } }

    @discardableResult public func write(_ name: String, _ text: String) -> Bool {
        lock.withLock { texts[name] = text }
        return true
    }

    public func setAside(_ name: String) -> String? {
        lock.withLock {
            guard let text = texts.removeValue(forKey: name) else { return nil }
            let aside = asideName(for: name) { texts[$0] != nil }
            texts[aside] = text
            return aside
        }
    }
}

/// A `Storage` in a directory (the app's Application Support): one file per name, written atomically.
public final class FileStorage: Storage, @unchecked Sendable {
    private let directory: URL
    private let lock = NSLock()

    public init(directory: URL) {
        self.directory = directory
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    public func read(_ name: String) -> String? {
        lock.withLock { try? String(contentsOf: url(name), encoding: .utf8) }
    }

    @discardableResult public func write(_ name: String, _ text: String) -> Bool {
        lock.withLock { (try? text.write(to: url(name), atomically: true, encoding: .utf8)) != nil }
    }

    public func setAside(_ name: String) -> String? {
        lock.withLock {
            let files = FileManager.default
            guard files.fileExists(atPath: url(name).path) else { return nil }
            let aside = asideName(for: name) { files.fileExists(atPath: url($0).path) }
            return (try? files.moveItem(at: url(name), to: url(aside))) != nil ? aside : nil
        }
    }
}
