// Nothing to import: the target only defines one symbol for the linker (see fix.c).
