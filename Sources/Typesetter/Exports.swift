// What apps import: the Dynamic Type engine, plus the SwiftUI and UIKit adapters in this module's other
// files (each compiled only where its framework exists).
@_exported import TypesetterCore
