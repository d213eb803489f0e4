// One import is enough for an app: the toolkit, and through it the engine (and
// OpenCombine, in which weftables send their wefts).
@_exported import Weavy
@_exported import WeavyKit
