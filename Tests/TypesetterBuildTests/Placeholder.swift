// Build tests land here.
