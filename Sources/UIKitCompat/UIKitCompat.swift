@_exported import CollectionLayout
@_exported import Layouts
