extension FigmaVariables {
    /// Nested groups built from paths, members in the order first inserted.
    final class GroupBuilder {
        private var order: [String] = []
        private var children: [String: GroupBuilder] = [:]
        private var tokens: [String: (node: JSONNode, keyLocation: SourceLocation)] = [:]
        private var keyLocations: [String: SourceLocation] = [:]

        /// Inserts a token; false when the path already holds one (which is replaced).
        func insert(_ path: ArraySlice<String>, _ token: JSONNode, keyLocation: SourceLocation) -> Bool {
            guard let first = path.first else { return true }
            if children[first] == nil, tokens[first] == nil {
                order.append(first)
                keyLocations[first] = keyLocation
            }
            guard path.count > 1 else {
                defer { tokens[first] = (token, keyLocation) }
                return tokens[first] == nil
            }
            let child = children[first] ?? GroupBuilder()
            children[first] = child
            return child.insert(path.dropFirst(), token, keyLocation: keyLocation)
        }

        /// The group as a JSON object.
        func node(at location: SourceLocation) -> JSONNode {
            var members: [JSONMember] = []
            for name in order {
                if let token = tokens[name] {
                    members.append(JSONMember(key: name, keyLocation: token.keyLocation, value: token.node))
                } else if let child = children[name], let keyLocation = keyLocations[name] {
                    members.append(JSONMember(key: name, keyLocation: keyLocation, value: child.node(at: keyLocation)))
                }
            }
            return JSONNode(.object(JSONObject(members: members)), at: location)
        }
    }
}
