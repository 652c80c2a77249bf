import Foundation

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Writes text to standard error as it is.
func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
