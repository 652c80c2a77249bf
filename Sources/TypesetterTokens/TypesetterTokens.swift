/// The DTCG design-token reader: parsing with source locations, resolution, values, diagnostics.
