/// The OpenType font reader and font catalog.
