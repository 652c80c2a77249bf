import TypesetterTokens

/// libFuzzer entry point: read + resolve arbitrary bytes, strict and lenient, as JSON and as YAML. Must never
/// crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "fuzz.json", bytes: bytes)
    _ = TokenResolver.resolve(files: [file], options: ResolveOptions(lenient: false))
    _ = TokenResolver.resolve(files: [file], options: ResolveOptions(lenient: true))
    // The same bytes as a YAML token file, which lenient mode reads (strict mode rejects it unread).
    let yaml = SourceFile(path: "fuzz.yml", bytes: bytes, syntax: .lenient(path: "fuzz.yml"))
    _ = TokenResolver.resolve(files: [yaml], options: ResolveOptions(lenient: true))
    return 0
}
