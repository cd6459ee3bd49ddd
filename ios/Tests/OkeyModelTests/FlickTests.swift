import Foundation
import OkeyModel
import XCTest

/// A flick towards the discard spot counts as a drop there; a slow drag, or one heading away, does not.
final class FlickTests: XCTestCase {
    private let spot = CGRect(x: 300, y: 600, width: 60, height: 80)

    func testAFastSwipeAtTheSpotIsAFlick() {
        XCTAssertTrue(Flick(at: CGPoint(x: 100, y: 640), velocity: CGPoint(x: 2000, y: 0)).isTowards(spot))
        XCTAssertTrue(Flick(at: CGPoint(x: 100, y: 500), velocity: CGPoint(x: 1800, y: 900)).isTowards(spot))
    }

    func testASlowDragIsNot() {
        XCTAssertFalse(Flick(at: CGPoint(x: 100, y: 640), velocity: CGPoint(x: 600, y: 0)).isTowards(spot))
    }

    func testASwipeElsewhereIsNot() {
        XCTAssertFalse(Flick(at: CGPoint(x: 100, y: 640), velocity: CGPoint(x: -2000, y: 0)).isTowards(spot))
        XCTAssertFalse(Flick(at: CGPoint(x: 100, y: 640), velocity: CGPoint(x: 0, y: -2000)).isTowards(spot))
    }
}
