import TypesetterTokens

/// libFuzzer entry point: read + resolve arbitrary bytes, strict and lenient. Must never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "fuzz.json", bytes: bytes)
    _ = TokenResolver.resolve(files: [file], options: ResolveOptions(lenient: false))
    _ = TokenResolver.resolve(files: [file], options: ResolveOptions(lenient: true))
    return 0
}
