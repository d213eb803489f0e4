@_exported import Weavy
