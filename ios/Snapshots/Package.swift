// swift-tools-version:5.9
// Snapshot tests of the iPhone app's screens, on a Mac only: they need the iOS simulator (the
// XCFramework has no macOS slice) and swift-snapshot-testing from GitHub, which this package
// fetches and the main package (../Package.swift, built on Linux too) must not depend on.
// Run: cd ios/Snapshots && xcodebuild test -scheme OkeySnapshots \
//        -destination 'platform=iOS Simulator,name=iPhone 15'
// The first run records the reference images under Tests/OkeySnapshotTests/__Snapshots__/.
import PackageDescription

let package = Package(
    name: "OkeySnapshots",
    platforms: [.iOS(.v17)],
    dependencies: [
        // The app's package; a path dependency's identity is its directory's name.
        .package(path: ".."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .testTarget(
            name: "OkeySnapshotTests",
            dependencies: [
                .product(name: "OkeyAppCore", package: "ios"),
                .product(name: "OkeyModel", package: "ios"),
                .product(name: "OkeyUI", package: "ios"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        )
    ]
)
