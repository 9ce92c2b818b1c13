import CLuaBridge

extension LuaState {
    /// Whether states made from now on keep Lua's small blocks in free lists
    /// of their own (on unless turned off; always off under
    /// AddressSanitizer, so it sees each block): faster, but a freed block
    /// stays with its size class for the state's life, so a limit that
    /// counts the process's heap (the command line's --max-memory) would
    /// count it against the script. States already made keep their choice.
    public static var usesSmallBlocks: Bool {
        get { shl_small_blocks_on() != 0 }
        set { shl_small_blocks_set(newValue ? 1 : 0) }
    }
}
