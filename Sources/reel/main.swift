import ReelCommandLine

ReelCommand.main(layouts: [])
