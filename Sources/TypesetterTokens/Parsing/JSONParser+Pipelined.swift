import Foundation
import TypesetterDiagnostics

extension JSONParser {
    /// ``parse(_:rootMembers:)`` with the parsing on a thread of its own: the root members are handed to
    /// `rootMember` on the calling thread, in document order, while the parser reads the next ones, so that
    /// reading a large file takes about as long as the slower of the two rather than their sum. The handler,
    /// its results and the parser's diagnostics are exactly those of ``parse(_:rootMembers:)``; members read
    /// ahead wait in a bounded queue (``RootMemberQueue/capacity``), so the document is still never in memory
    /// whole.
    static func parsePipelined(
        _ file: SourceFile, rootMembers rootMember: (JSONMember, SourceLocation) -> Bool
    ) -> Result? {
        let queue = RootMemberQueue()
        let parsing = Thread {
            queue.finish(JSONParser.parse(file) { member, location in queue.put(member, location) })
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
        return declined ? nil : queue.result
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
    /// Root members the reader waits for, unless the parse is over.
    static let batch = 16

    private let condition = NSCondition()
    private var pending: [(JSONMember, SourceLocation)] = []
    private var declined = false
    private var finished = false
    /// The parser's result, once ``finish(_:)`` was called.
    private(set) var result: JSONParser.Result?

    /// The parser's side: queues a member, waiting for room; `false` once the reader declined one.
    func put(_ member: JSONMember, _ location: SourceLocation) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while pending.count >= Self.capacity && !declined { condition.wait() }
        guard !declined else { return false }
        pending.append((member, location))
        if pending.count == Self.batch { condition.broadcast() }
        return true
    }

    /// The parser's side: the parse is over.
    func finish(_ result: JSONParser.Result?) {
        condition.lock()
        defer { condition.unlock() }
        self.result = result
        finished = true
        condition.broadcast()
    }

    /// The reader's side: every member queued so far, once there is a batch or the parse is over; `nil` once
    /// the parse is over and all were taken.
    func take() -> [(JSONMember, SourceLocation)]? {
        condition.lock()
        defer { condition.unlock() }
        while pending.count < Self.batch && !finished { condition.wait() }
        guard !pending.isEmpty else { return nil }
        var batch: [(JSONMember, SourceLocation)] = []
        batch.reserveCapacity(Self.capacity)
        swap(&batch, &pending)
        // The parser may be waiting for room.
        if batch.count >= Self.capacity { condition.broadcast() }
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
