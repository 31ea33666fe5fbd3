import ReelCommandLine
import Tiles

ReelCommand.main(layouts: ReelLayouts.all)
