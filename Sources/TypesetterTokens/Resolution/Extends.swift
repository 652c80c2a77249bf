/// Group `$extends` (https://www.designtokens.org/tr/2025.10/format/#extends): the extending group receives
/// a deep copy of the target group's tokens; tokens it defines itself replace inherited ones whole.
extension TokenTree {
    mutating func applyExtends() {
        // Targets first, so that a group extending an extending group sees the inherited tokens.
        var targetOf: [String: String] = [:]
        var order: [String] = []
        for key in groupOrder {
            guard let group = groups[key], let node = group.extends else { continue }
            guard let target = extendsTarget(node) else { continue }
            if groups[target] == nil {
                if let targetIndex = entryIndex(forKey: target) {
                    diagnostics.append(
                        .error(
                            .extendsNotGroup, "$extends must name a group, but \"\(target)\" is a token",
                            at: node.location,
                            notes: [.init("token defined here", at: entries[targetIndex].location)]))
                } else {
                    diagnostics.append(
                        .error(
                            .extendsUnresolved, "$extends names \"\(target)\", which is not a group", at: node.location)
                    )
                }
                continue
            }
            if target == key || target.isEmpty || key.hasPrefix(target + ".") || target.hasPrefix(key + ".") {
                diagnostics.append(
                    .error(
                        .extendsCycle, "group \"\(key)\" cannot extend \"\(target)\": one contains the other",
                        at: node.location))
                continue
            }
            targetOf[key] = target
            order.append(key)
        }
        // Depth-first order over extends edges, iteratively; every member of a cycle is reported.
        var state: [String: UInt8] = [:]
        var sorted: [String] = []
        for start in order where state[start] == nil {
            var stack: [String] = [start]
            state[start] = 1
            while let top = stack.last {
                if let next = targetOf[top], targetOf[next] != nil, state[next] != 2 {
                    if state[next] == 1 {
                        // Cycle: every group on the stack from `next` upward.
                        let members = stack.drop(while: { $0 != next })
                        for member in members {
                            if let node = groups[member]?.extends {
                                diagnostics.append(
                                    .error(
                                        .extendsCycle,
                                        "$extends cycle: \"\(member)\" extends \"\(targetOf[member] ?? "")\", which leads back to \"\(member)\" (a cycle of \(members.count) groups)",
                                        at: node.location))
                            }
                            targetOf[member] = nil
                            state[member] = 2
                        }
                        stack.removeAll()
                        continue
                    }
                    state[next] = 1
                    stack.append(next)
                    continue
                }
                stack.removeLast()
                if state[top] != 2 {
                    state[top] = 2
                    if targetOf[top] != nil { sorted.append(top) }
                }
            }
        }
        for key in sorted {
            guard let target = targetOf[key] else { continue }
            inherit(into: key, from: target)
        }
    }

    private mutating func extendsTarget(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text):
            switch ReferenceSyntax.parseAlias(text) {
            case .reference(let reference): return reference.tokenKey
            case .malformed(let reason):
                diagnostics.append(.error(.referenceMalformed, reason, at: node.location))
                return nil
            case .notAReference:
                diagnostics.append(
                    .error(
                        .referenceMalformed, "$extends must be a reference to a group such as \"{base.button}\"",
                        at: node.location))
                return nil
            }
        case .object(let object):
            if let pointer = object["$ref"]?.string,
                case .success(let segments) = ReferenceSyntax.parsePointerSegments(pointer),
                !segments.contains(where: { $0.hasPrefix("$") && $0 != "$root" })
            {
                return segments.joined(separator: ".")
            }
            diagnostics.append(
                .error(
                    .referenceMalformed,
                    "$extends must be a reference to a group such as \"{base.button}\" or {\"$ref\": \"#/base/button\"}",
                    at: node.location))
            return nil
        default:
            diagnostics.append(
                .error(
                    .referenceMalformed, "$extends must be a reference to a group, not \(node.value.kindDescription)",
                    at: node.location))
            return nil
        }
    }

    private mutating func inherit(into key: String, from target: String) {
        let prefix = target + "."
        // Deep merge: a group without its own $type takes the extended group's, and so do its local tokens.
        if groups[key]?.ownType == false, let targetType = groups[target]?.type {
            let localPrefix = key + "."
            let inheritedBefore = groups[key]?.type
            for index in entries.indices
            where entries[index].key.hasPrefix(localPrefix) && entries[index].groupType == inheritedBefore {
                entries[index].groupType = targetType
            }
            groups[key]?.type = targetType
        }
        let groupType = groups[key]?.type
        var copies: [TokenEntry] = []
        for entry in entries where entry.key.hasPrefix(prefix) {
            let suffix = entry.path.dropFirst(groups[target]?.path.count ?? 0)
            let path = (groups[key]?.path ?? []) + suffix
            let newKey = path.joined(separator: ".")
            if entryIndex(forKey: newKey) != nil { continue }  // Local definitions win whole.
            // A local token above this path replaces the whole inherited subtree.
            var shadowed = false
            var ancestor = path
            while ancestor.count > 1 {
                ancestor.removeLast()
                if entryIndex(forKey: ancestor.joined(separator: ".")) != nil { shadowed = true; break }
            }
            if shadowed { continue }
            var copy = entry
            copy.key = newKey
            copy.path = path
            if copy.explicitType == nil, let groupType { copy.groupType = groupType }
            copies.append(copy)
        }
        for copy in copies {
            setEntryIndex(entries.count, forKey: copy.key)
            entries.append(copy)
        }
    }
}
