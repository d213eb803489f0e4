// The driver's API is made of WeavyKit's types, and its snapshot strategies
// (`.screen`, `.styledScreen`, `.svg`) are swift-snapshot-testing's: `import WeavyTesting`
// is the one import a test needs besides the app's own module. It needs no curses: the
// proof that a live terminal shows the same frames is in WeavyNcursesTesting.
@_exported import SnapshotTesting
@_exported import Weavy
@_exported import WeavyKit
@_exported import WeavyPictures
