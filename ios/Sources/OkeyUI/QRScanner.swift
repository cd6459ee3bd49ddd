#if canImport(SwiftUI) && canImport(AVFoundation) && canImport(UIKit)
import AVFoundation
import SwiftUI
import UIKit

/// The back camera reading QR codes (`AVCaptureMetadataOutput`), full screen under a prompt and
/// Cancel; the first code read is handed to `found`, once. What the text means is Rust's
/// (`scannedTable`): this only reads it.
@MainActor
struct QRScanner: View {
    let found: (String) -> Void
    let cancel: () -> Void

    var body: some View {
        ZStack(alignment: .bottom) {
            CameraPreview(found: found).ignoresSafeArea()
            VStack(spacing: 12) {
                Text("together.scanPrompt")
                    .font(.headline)
                    .multilineTextAlignment(.center)
                    .padding(12)
                    .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 10))
                Button("together.cancel", role: .cancel, action: cancel)
                    .buttonStyle(.borderedProminent)
            }
            .padding(24)
        }
    }

    /// Whether this device has a camera to scan with (the simulator has none).
    static var available: Bool { AVCaptureDevice.default(for: .video) != nil }

    /// Asks for the camera if the player was never asked; `true` when it may be used.
    static func requestAccess() async -> Bool {
        switch AVCaptureDevice.authorizationStatus(for: .video) {
        case .authorized: return true
        case .notDetermined: return await AVCaptureDevice.requestAccess(for: .video)
        default: return false
        }
    }
}

/// The capture session's preview, reporting the first QR code it reads.
private struct CameraPreview: UIViewControllerRepresentable {
    let found: (String) -> Void

    func makeUIViewController(context: Context) -> ScannerController {
        ScannerController(found: found)
    }

    func updateUIViewController(_ controller: ScannerController, context: Context) {}
}

/// Runs the session off the main thread (`startRunning` blocks) and stops it when it leaves.
final class ScannerController: UIViewController, AVCaptureMetadataOutputObjectsDelegate {
    private let session = AVCaptureSession()
    private let sessionQueue = DispatchQueue(label: "okey.qr-scanner")
    private let found: (String) -> Void
    private var reported = false
    private var preview: AVCaptureVideoPreviewLayer?

    init(found: @escaping (String) -> Void) {
        self.found = found
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code only") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        guard let camera = AVCaptureDevice.default(for: .video),
            let input = try? AVCaptureDeviceInput(device: camera), session.canAddInput(input)
        else { return }
        session.addInput(input)
        let output = AVCaptureMetadataOutput()
        guard session.canAddOutput(output) else { return }
        session.addOutput(output)
        output.setMetadataObjectsDelegate(self, queue: .main)
        output.metadataObjectTypes = [.qr]
        let layer = AVCaptureVideoPreviewLayer(session: session)
        layer.videoGravity = .resizeAspectFill
        view.layer.addSublayer(layer)
        preview = layer
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        preview?.frame = view.bounds
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let session = session
        sessionQueue.async { session.startRunning() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let session = session
        sessionQueue.async { session.stopRunning() }
    }

    nonisolated func metadataOutput(
        _ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection
    ) {
        // Delivered on the main queue (set above).
        MainActor.assumeIsolated {
            guard !reported, let code = objects.lazy.compactMap({ ($0 as? AVMetadataMachineReadableCodeObject)?.stringValue }).first
            else { return }
            reported = true
            found(code)
        }
    }
}
#endif
