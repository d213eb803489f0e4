@_exported import WeavyKit
