import Canvas
import CollectionLayout
import Layouts
