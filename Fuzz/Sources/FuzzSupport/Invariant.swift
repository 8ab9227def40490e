/// A broken invariant: traps with the reason, so libFuzzer reports it as a crash and saves the input.
public func invariant(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(message())") }
}

/// The fuzz input as bytes.
public func bytes(_ start: UnsafeRawPointer, _ count: Int) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: start, count: count))
}

/// True for what a terminal would act on rather than show: C0 controls, DEL and C1 controls.
public func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

/// Bidirectional embeddings, overrides and isolates: they reorder the text drawn after them.
public func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
}
