// Tests land here with the module.
