// A weftable's wefts travel through an OpenCombine subject (`Weftable.wefts`), and the
// Loom announces its knits as publishers: OpenCombine is part of Weavy's own API, so
// `import Weavy` brings it along and an app needs no import of its own.
@_exported import OpenCombine
