// libFuzzer target over the font reader: every input must give an error or a result, never a trap.
// Run with Scripts/fuzz FontFuzz 600; seeds in Fuzz/FontFuzz/Seeds, crashes land in Fuzz/FontFuzz/Crashes.
import TypesetterFonts

@_cdecl("LLVMFuzzerTestOneInput")
public func fontFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = FontBytes(UnsafeBufferPointer(start: data, count: size))
    FontFuzzing.exercise(bytes)
    return 0
}
