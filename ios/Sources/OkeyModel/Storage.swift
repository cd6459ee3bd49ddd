import Foundation
import Okey

/// What reading a file found.
public enum StoredText: Equatable, Sendable {
    /// No such file: nothing saved yet.
    case missing
    case found(String)
    /// The file is there but is not text the app can use: it cannot be read, it is larger than
    /// any real file, or it is not UTF-8. It is damaged, like a file the engine refuses, and is
    /// set aside the same way; the reason says why, in English, for logs and tests.
    case unusable(String)
}

/// Where the app keeps its save, statistics and settings: named texts. Nothing is ever deleted.
public protocol Storage: AnyObject, Sendable {
    func readText(_ name: String) -> StoredText
    /// Writes `text` under `name`; false when the device refused.
    @discardableResult func write(_ name: String, _ text: String) -> Bool
    /// Renames `name` to a new name that keeps it (a damaged save); returns that name.
    func setAside(_ name: String) -> String?
}

/// `data` as UTF-8 text, or nil if any sequence in it is malformed (where `String(decoding:)`
/// would put U+FFFD and go on).
func strictUTF8(_ data: Data) -> String? {
    var bytes = data.makeIterator()
    var decoder = UTF8()
    while true {
        switch decoder.decode(&bytes) {
        case .scalarValue: continue
        case .emptyInput: return String(decoding: data, as: UTF8.self)
        case .error: return nil
        }
    }
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

    /// The text of `name`, or nil: what a test looks at.
    public func read(_ name: String) -> String? { lock.withLock { texts[name] } }

    public func readText(_ name: String) -> StoredText { read(name).map(StoredText.found) ?? .missing }

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

/// A `Storage` in a directory (the app's Application Support): one file per name, written
/// atomically. A file is read only if it is no larger than `maxBytes` (the engine's bound, the
/// same in both apps and the terminal) and is UTF-8; otherwise, or when the system refuses to
/// read it, it is `.unusable`.
public final class FileStorage: Storage, @unchecked Sendable {
    private let directory: URL
    private let maxBytes: UInt64
    private let lock = NSLock()

    public init(directory: URL, maxBytes: UInt64 = maxFileBytes()) {
        self.directory = directory
        self.maxBytes = maxBytes
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    public func readText(_ name: String) -> StoredText {
        lock.withLock {
            let path = url(name).path
            guard FileManager.default.fileExists(atPath: path) else { return .missing }
            let data: Data
            do {
                let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.uint64Value ?? 0
                if size > maxBytes { return .unusable("the file is \(size) bytes, larger than any real file (\(maxBytes))") }
                data = try Data(contentsOf: url(name))
            } catch {
                return .unusable("the file cannot be read: \(error.localizedDescription)")
            }
            if UInt64(data.count) > maxBytes {
                return .unusable("the file is \(data.count) bytes, larger than any real file (\(maxBytes))")
            }
            guard let text = strictUTF8(data) else { return .unusable("the file is not UTF-8 text") }
            return .found(text)
        }
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
