/// The project a configuration belongs to, the folder its outputs stay in (unless
/// `options.allowOutputsOutside`): the nearest folder at or above the configuration's that holds a
/// `Package.swift`, an `.xcodeproj` or `.git`, else the configuration's own folder. A typo such as
/// `swift: ../../elsewhere/Out.swift` then fails the build instead of writing into another project.
public enum ProjectFolder {
    /// The project folder of the configuration at `configPath`, as an absolute, normalized path.
    public static func of(configPath: String, fileSystem: FileSystem = .local, currentDirectory: String) -> String {
        let start = FilePath.join(currentDirectory, FilePath.directory(of: configPath))
        var folder = start
        while true {
            let names = fileSystem.list(folder) ?? []
            if names.contains(where: { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") }) {
                return folder
            }
            let parent = FilePath.directory(of: folder)
            if parent == folder { return start }
            folder = parent
        }
    }
}
