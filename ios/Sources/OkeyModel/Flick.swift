import Foundation

/// A drag let go at `at` while moving at `velocity` (points a second): whether it was a flick at
/// a spot on screen. The same rule as the Android app's (`DropTargets.flickedToDiscard`): fast
/// (`minimumSpeed`), and heading at the spot (within about 25 degrees of the line to its centre),
/// whether or not it got there.
public struct Flick: Equatable, Sendable {
    public var at: CGPoint
    public var velocity: CGPoint

    /// About 1200 dp a second on Android; a point is about a dp.
    public static let minimumSpeed: CGFloat = 1200
    private static let minimumCosine: CGFloat = 0.9

    public init(at: CGPoint, velocity: CGPoint) {
        self.at = at
        self.velocity = velocity
    }

    public func isTowards(_ spot: CGRect) -> Bool {
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        guard speed >= Self.minimumSpeed else { return false }
        if spot.contains(at) { return true }
        let towards = CGPoint(x: spot.midX - at.x, y: spot.midY - at.y)
        let distance = (towards.x * towards.x + towards.y * towards.y).squareRoot()
        guard distance > 0 else { return true }
        return (towards.x * velocity.x + towards.y * velocity.y) / (distance * speed) > Self.minimumCosine
    }
}
