#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The immutable bytes of one font file, owned for as long as any reader or face refers to them.
///
/// Files are memory-mapped, so opening a 20 MB collection costs nothing until a table is read: only the
/// pages of the directory and of the tables actually parsed are ever touched (the reason a face opens in
/// microseconds). In-memory bytes (tests, the fuzzer) are copied once into an owned buffer.
///
/// `@unchecked Sendable`: the memory is never written after initialization and is released only in
/// `deinit`, when no reader can hold it any more.
public final class FontBytes: @unchecked Sendable {
    /// The whole buffer. Every access goes through ``FontReader``'s bounds checks.
    let buffer: UnsafeRawBufferPointer
    private let isMapped: Bool

    /// Copies `bytes` into a buffer owned by this object.
    public init(_ bytes: some Collection<UInt8>) {
        let count = bytes.count
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(count, 1), alignment: 8)
        let copied =
            bytes.withContiguousStorageIfAvailable { source in
                storage.copyMemory(from: UnsafeRawBufferPointer(source))
                return true
            } ?? false
        if !copied {
            var index = 0
            for byte in bytes where index < count {
                storage[index] = byte
                index += 1
            }
        }
        buffer = UnsafeRawBufferPointer(rebasing: storage[0..<count])
        isMapped = false
    }

    /// Memory-maps the file at `path` read-only.
    public init(contentsOfFile path: String) throws(FontReadError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .unreadableFile(path: path, reason: Self.lastErrorText())
        }
        defer { _ = close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .unreadableFile(path: path, reason: Self.lastErrorText())
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadableFile(path: path, reason: "not a regular file")
        }
        let size = Int(info.st_size)
        if size == 0 {
            let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 1, alignment: 8)
            buffer = UnsafeRawBufferPointer(rebasing: storage[0..<0])
            isMapped = false
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw .unreadableFile(path: path, reason: Self.lastErrorText())
        }
        buffer = UnsafeRawBufferPointer(start: address, count: size)
        isMapped = true
    }

    deinit {
        if isMapped {
            if let base = buffer.baseAddress { _ = munmap(UnsafeMutableRawPointer(mutating: base), buffer.count) }
        } else if let base = buffer.baseAddress {
            UnsafeMutableRawPointer(mutating: base).deallocate()
        }
    }

    /// The number of bytes.
    public var count: Int { buffer.count }

    /// A reader over all the bytes.
    public var reader: FontReader { FontReader(bytes: self) }

    private static func lastErrorText() -> String {
        guard let text = strerror(errno) else { return "error \(errno)" }
        return String(cString: text)
    }
}
