@_exported import WeavyCurses
