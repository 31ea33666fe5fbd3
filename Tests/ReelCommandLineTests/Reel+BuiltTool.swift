import TestSupport

/// The built `reel` executable, run as a user runs it.
let reel = BuiltTool("reel")
