import OkeyAppCore
import XCTest
@testable import OkeyModel

/// Which marked spots a batch of flights is drawn between. The player's own hand is the slot
/// holding the tile, or the rack when the tile has left its slot (a lay, a discard): before, such
/// a flight was not drawn and its tiles stayed hidden where they landed.
final class FlightRoutesTests: XCTestCase {
    private func tile(_ id: UInt8) -> ShownTile {
        ShownTile(id: id, color: .red, number: 5, falseJoker: false, okey: false, playsAs: nil, description: "red 5")
    }

    private func batch(_ flights: [Flight]) -> TileFlights {
        TileFlights(serial: 1, flights: flights, duration: .milliseconds(480))
    }

    func testTheStocksTileLandsInTheSlotHoldingIt() {
        let drawn = batch([Flight(tile: tile(9), from: .stock, to: .hand(seat: 0))])
        let marked: [FlightSpot: String] = [.place(.stock): "stock", .rackTile(9): "slot of 9", .place(.hand(seat: 0)): "rack"]
        let routes = drawn.routes(among: marked, you: 0)
        XCTAssertEqual(routes.map(\.from), ["stock"])
        XCTAssertEqual(routes.map(\.to), ["slot of 9"])
    }

    func testALaidTileFliesFromTheRackWhenItsSlotIsGone() {
        let laid = batch([
            Flight(tile: tile(4), from: .hand(seat: 0), to: .meld(meld: 3)),
            Flight(tile: tile(5), from: .hand(seat: 0), to: .meld(meld: 3)),
        ])
        let marked: [FlightSpot: String] = [.place(.hand(seat: 0)): "rack", .place(.meld(meld: 3)): "meld 3"]
        let routes = laid.routes(among: marked, you: 0)
        XCTAssertEqual(routes.map(\.from), ["rack", "rack"])
        XCTAssertEqual(routes.map(\.to), ["meld 3", "meld 3"])
    }

    func testAnotherSeatsHandIsItsCardAndAFaceDownTileFliesToo() {
        let botDrew = batch([Flight(tile: nil, from: .stock, to: .hand(seat: 2))])
        let marked: [FlightSpot: String] = [.place(.stock): "stock", .place(.hand(seat: 2)): "card 2", .place(.hand(seat: 0)): "rack"]
        XCTAssertEqual(botDrew.routes(among: marked, you: 0).map(\.to), ["card 2"])
    }

    func testAFlightWithoutAMarkedEndIsLeftOut() {
        let flights = batch([
            Flight(tile: tile(1), from: .pile(seat: 3), to: .hand(seat: 0)),
            Flight(tile: tile(2), from: .stock, to: .hand(seat: 0)),
        ])
        // The pile is off screen: only the stock's flight is drawn.
        let marked: [FlightSpot: String] = [.place(.stock): "stock", .rackTile(2): "slot of 2"]
        XCTAssertEqual(flights.routes(among: marked, you: 0).map(\.to), ["slot of 2"])
        XCTAssertTrue(flights.routes(among: [:], you: 0).isEmpty, "nothing marked: nothing drawn, landed at once")
    }
}
