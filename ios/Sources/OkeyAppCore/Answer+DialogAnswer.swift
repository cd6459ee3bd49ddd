// Beside the generated OkeyAppCore.swift (scripts/generate-swift): what the bindings lack.

extension Answer {
    /// A dialog button's answer as the core takes it back (`Intent.answer`).
    public init(_ answer: DialogAnswer) {
        switch answer {
        case .confirm: self = .confirm
        case .cancel: self = .cancel
        case .end(let side): self = .end(side: side)
        }
    }
}
