// Every component is a Weavy `Presentable`, and a window runs a `Loom`'s navigation:
// `import WeavyKit` is the one import a terminal app needs (it brings Weavy, and
// through it OpenCombine).
@_exported import Weavy
