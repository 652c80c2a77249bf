// The Core benchmark lands with the resolution engine.
