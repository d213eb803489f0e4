// The driver's API is made of WeavyKit' types, and its snapshot strategies
// (`.screen`, `.styledScreen`, `.svg`) are swift-snapshot-testing's: `import WeavyTesting` is the
// one import a test needs besides the app's own module.
@_exported import SnapshotTesting
@_exported import WeavyNcurses
@_exported import WeavyPictures
