/// What `typesetter --version` prints: the release's SemVer, or, for any other build, the version it leads to
/// with `-dev` and the commit it was built from (`0.1.0-dev+c4344be2a1b3 (development build)`).
enum Version {
    /// The release this source is, or leads to: the one place the version is written. `Scripts/release VERSION`
    /// builds with `number` set to VERSION and `isRelease` set to true (and puts the file back afterwards);
    /// CHANGELOG.md's newest release section names the same number (a test checks it).
    static let number = "0.1.0"

    /// True only in a binary `Scripts/release` builds.
    static let isRelease = false

    /// The text `--version` prints: the number for a release; for a development build the commit is written
    /// at build time by the `VersionStamp` plugin (`BuildStamp.commit`, empty where there is no Git checkout).
    static var text: String {
        // Scripts/release's binary, or a build of the release's tag (Mint builds the tag from source).
        if isRelease || BuildStamp.tag == "v\(number)" || BuildStamp.tag == number { return number }
        let commit = BuildStamp.commit
        return commit.isEmpty
            ? "\(number)-dev (development build, commit unknown)" : "\(number)-dev+\(commit) (development build)"
    }
}
