// Layouts — see DESIGN.md for this module's role.
