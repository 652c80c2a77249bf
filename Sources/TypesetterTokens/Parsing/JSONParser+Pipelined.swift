import Foundation
import TypesetterDiagnostics

extension JSONParser {
    /// ``parse(_:rootMembers:)`` with the parsing on a thread of its own: the root members are handed to
    /// `rootMember` on the calling thread, in document order, while the parser reads the next ones, so that
    /// reading a large file takes about as long as the slower of the two rather than their sum. The handler,
    /// its results and the parser's diagnostics are exactly those of ``parse(_:rootMembers:)``; members read
    /// ahead wait in a queue bounded by count and by the bytes they were read from (``RootMemberQueue``), so
    /// the document is still never in memory whole, however few and large its root members.
    static func parsePipelined(
        _ file: SourceFile, rootMembers rootMember: (JSONMember, SourceLocation) -> Bool
    ) -> Result? {
        let queue = RootMemberQueue()
        let parsing = Thread {
            queue.finish(JSONParser.parse(file, rootMembersEndingAt: queue.put))
        }
        parsing.start()
        var declined = false
        while let batch = queue.take() {
            guard !declined else { continue }
            for (member, location) in batch where !declined {
                if !rootMember(member, location) {
                    declined = true
                    queue.decline()
                }
            }
        }
        return declined ? nil : queue.result()
    }

    /// Whether a file is worth a parsing thread: large enough that the thread costs nothing beside the
    /// reading (starting one takes tens of microseconds), on a machine with a second processor.
    static func readsInParallel(_ file: SourceFile) -> Bool {
        file.bytes.count >= 1 << 20 && ProcessInfo.processInfo.activeProcessorCount > 1
    }
}

/// The root members the parsing thread has read and the calling thread has not yet taken, and the parse's end.
/// One lock and one condition: the parser waits while the queue is full, the reader until a batch is ready.
/// Members are handed over in batches (``batch``), so that the two threads wake each other a few hundred
/// times for a large file rather than once per member.
private final class RootMemberQueue: @unchecked Sendable {
    /// Root members read ahead at the most (a root member is usually one top-level group).
    static let capacity = 64
    /// Bytes of the file the members read ahead were read from, at the most (unless it is one member): their
    /// trees take a few times as much.
    static let byteBudget = 4 << 20
    /// Root members the reader waits for, unless the parse is over.
    static let batch = 16

    private let condition = NSCondition()
    private var pending: [(JSONMember, SourceLocation)] = []
    /// The bytes the pending members were read from: from the end of the last member taken to the end of the
    /// last one queued.
    private var pendingBytes = 0
    private var lastEnd = 0
    private var declined = false
    private var finished = false
    private var parsed: JSONParser.Result?

    /// The parser's side: queues a member that ends at byte `end`, waiting for room; `false` once the reader
    /// declined one.
    func put(_ member: JSONMember, _ location: SourceLocation, end: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !pending.isEmpty, pending.count >= Self.capacity || pendingBytes >= Self.byteBudget, !declined {
            condition.wait()
        }
        guard !declined else { return false }
        pending.append((member, location))
        pendingBytes += end - lastEnd
        lastEnd = end
        if pending.count == Self.batch || pendingBytes >= Self.byteBudget { condition.broadcast() }
        return true
    }

    /// The parser's result: `nil` until the parse is over.
    func result() -> JSONParser.Result? {
        condition.lock()
        defer { condition.unlock() }
        return parsed
    }

    /// The parser's side: the parse is over.
    func finish(_ result: JSONParser.Result?) {
        condition.lock()
        defer { condition.unlock() }
        parsed = result
        finished = true
        condition.broadcast()
    }

    /// The reader's side: every member queued so far, once there is a batch or the parse is over; `nil` once
    /// the parse is over and all were taken.
    func take() -> [(JSONMember, SourceLocation)]? {
        condition.lock()
        defer { condition.unlock() }
        while pending.count < Self.batch && pendingBytes < Self.byteBudget && !finished { condition.wait() }
        guard !pending.isEmpty else { return nil }
        var batch: [(JSONMember, SourceLocation)] = []
        batch.reserveCapacity(Self.capacity)
        swap(&batch, &pending)
        // The parser may be waiting for room.
        if batch.count >= Self.capacity || pendingBytes >= Self.byteBudget { condition.broadcast() }
        pendingBytes = 0
        return batch
    }

    /// The reader's side: it declined a member; the parser stops at its next one.
    func decline() {
        condition.lock()
        defer { condition.unlock() }
        declined = true
        condition.broadcast()
    }
}
