// The token pipeline's results carry diagnostics and source locations: a client of this module gets their
// types without a second import.
@_exported import TypesetterDiagnostics
