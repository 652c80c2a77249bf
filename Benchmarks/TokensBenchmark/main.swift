// Replaced by the real target.
