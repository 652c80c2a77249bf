// Font reading reports its problems as diagnostics: a client of this module gets their types without a
// second import.
@_exported import TypesetterDiagnostics
