import Foundation
import Okey
import XCTest
@testable import OkeyModel

/// Every way the save or the statistics can fail to load, on the real file system (`FileStorage`
/// in a fresh directory): the file is kept aside as `NAME.damaged-1`, byte for byte, the player is
/// told, and a new game (or fresh statistics) starts and is saved under the free name. The same
/// cases as the Android app's DamagedFilesTest.
@MainActor
final class DamagedFilesTests: XCTestCase {
    /// How a file is broken, given the file and good contents; `unusable` when the storage itself
    /// refuses it (before the engine sees it).
    struct Damage {
        let what: String
        var unusable = false
        let make: (URL, String) throws -> Void
    }

    static func write(_ text: String, to url: URL) throws { try Data(text.utf8).write(to: url) }

    let damages: [Damage] = [
        Damage(what: "unreadable", unusable: true) { url, _ in
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        },
        Damage(what: "larger than any real file", unusable: true) { url, _ in
            // Sparse: no room taken on the disk.
            FileManager.default.createFile(atPath: url.path, contents: nil)
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: maxFileBytes() + 1)
            try handle.close()
        },
        Damage(what: "not UTF-8", unusable: true) { url, good in
            var bytes = Array(good.utf8)
            bytes[40] |= 0x80
            try Data(bytes).write(to: url)
        },
        Damage(what: "not JSON") { url, good in try write(String(good.prefix(good.count / 2)), to: url) },
        Damage(what: "another kind of file") { url, good in
            let other = good.contains("okey-session") ? try Drive.engine.statistics(nil).save() : try DamagedFilesTests.save()
            try write(other, to: url)
        },
        Damage(what: "another version") { url, good in
            try write(good.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 7"), to: url)
        },
        Damage(what: "wrong content") { url, good in
            let broken = good.replacingOccurrences(of: "\"tile\": ", with: "\"tile\": 999")
                .replacingOccurrences(of: "\"recorded\": []", with: "\"recorded\": [\"zz\"]")
            try write(broken, to: url)
        },
    ]

    /// A game a few moves in, as the engine saves it: bots until the player's turn, a discard.
    static func save() throws -> String {
        let game = try Drive.engine.start(Drive.setup(.standard, seed: 5))
        while try game.stepBot() != nil {}
        if try game.view().phase == .draw { _ = try game.apply(.draw) }
        let tile = try XCTUnwrap(try game.view().rack.first)
        _ = try game.apply(.discard(tile: tile))
        let save = game.save()
        XCTAssertTrue(save.contains("\"tile\": "))
        return save
    }

    func directory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("okey-damaged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return dir
    }

    /// What a file holds, to compare once it has moved: its bytes, or that it is a directory.
    func contents(_ url: URL) throws -> String {
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), url.path)
        if isDirectory.boolValue { return "a directory" }
        let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.uint64Value ?? 0
        if size > 1 << 20 { return "\(size) bytes" }
        return try Data(contentsOf: url).base64EncodedString()
    }

    func testASaveThatFailsToLoadInAnyWayIsKeptAsideAndANewGameStarts() async throws {
        let good = try Self.save()
        for damage in damages {
            let dir = try directory()
            let file = dir.appendingPathComponent(TableModel.saveFile)
            try damage.make(file, good)
            let before = try contents(file)
            let storage = FileStorage(directory: dir)
            if case .unusable = storage.readText(TableModel.saveFile) {
                XCTAssertTrue(damage.unusable, damage.what)
            } else {
                XCTAssertFalse(damage.unusable, damage.what)
            }
            let app = AppModel(engine: Drive.engine, storage: storage, systemLanguage: .english)
            XCTAssertEqual(app.path, [.newGame], damage.what)
            XCTAssertEqual(app.notice?.key, "notice.savedAside", damage.what)
            XCTAssertEqual(app.notice?.name, "game.json.damaged-1", damage.what)
            XCTAssertEqual(try contents(dir.appendingPathComponent("game.json.damaged-1")), before, "\(damage.what): kept as it was")
            XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), damage.what)
            app.startNewGame()
            XCTAssertEqual(app.path, [.table], damage.what)
            app.table?.dismissMessage()
            // The new game is saved under the free name, and loads.
            guard case .found(let saved) = storage.readText(TableModel.saveFile) else { return XCTFail(damage.what) }
            XCTAssertNoThrow(try Drive.engine.load(saved), damage.what)
        }
    }

    func testStatisticsThatFailToLoadInAnyWayAreKeptAsideAndFreshOnesStart() async throws {
        let good = try Drive.engine.statistics(nil).save()
        for damage in damages {
            let dir = try directory()
            let file = dir.appendingPathComponent(StatisticsModel.file)
            try damage.make(file, good)
            let before = try contents(file)
            let storage = FileStorage(directory: dir)
            let statistics = StatisticsModel(engine: Drive.engine, storage: storage)
            XCTAssertEqual(statistics.setAsideAs, "\(StatisticsModel.file).damaged-1", damage.what)
            XCTAssertEqual(statistics.games, 0, damage.what)
            XCTAssertEqual(
                try contents(dir.appendingPathComponent("\(StatisticsModel.file).damaged-1")), before, "\(damage.what): kept as it was"
            )
        }
    }

    func testSettingsThatCannotBeReadAreKeptAsideAndTheDefaultsApply() async throws {
        let dir = try directory()
        try Data([0x6c, 0x61, 0x6e, 0x67, 0xff]).write(to: dir.appendingPathComponent(Settings.file))
        let settings = Settings.load(from: FileStorage(directory: dir), defaultLanguage: .turkish)
        XCTAssertEqual(settings, Settings.decode(nil, defaultLanguage: .turkish))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(Settings.file).damaged-1").path))
    }

    func testAGoodSaveResumesFromTheRealFileSystem() async throws {
        let dir = try directory()
        let text = try Self.save()
        try Self.write(text, to: dir.appendingPathComponent(TableModel.saveFile))
        let app = AppModel(engine: Drive.engine, storage: FileStorage(directory: dir), systemLanguage: .english)
        XCTAssertNotNil(app.table)
        XCTAssertNil(app.notice)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), [TableModel.saveFile])
    }
}
