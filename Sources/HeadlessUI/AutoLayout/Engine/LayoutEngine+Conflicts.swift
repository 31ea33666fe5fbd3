import ConstraintSolver
import Foundation

/// UIKit's report of an unsatisfiable set of constraints.
extension LayoutEngine {
    /// Logs "Unable to simultaneously satisfy constraints." with a smallest set of required
    /// constraints that cannot hold together, and the constraint broken to recover: the one
    /// being added, which is the one activated last (``LayoutEngine`` adds constraints in
    /// activation order).
    func reportConflict(_ constraint: Constraint, origin: Origin) {
        let conflicting = smallestConflict(with: constraint, among: requiredConstraints())
        let listed = conflicting.map { describe($0.1, $0.0) } + [describe(origin, constraint)]
        let mentionsAutoresizing = conflicting.contains {
            if case .frame(let item, _) = $0.1 { item > 0 } else { false }
        }
        var message = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

            """
        if mentionsAutoresizing {
            message += """
                \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 

                """
        }
        message += "(\n" + listed.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        message += "Will attempt to recover by breaking constraint \n" + describe(origin, constraint) + "\n\n"
        message +=
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        message +=
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        LayoutDiagnostics.log(message)
    }

    /// The required constraints in the solver, with where they came from.
    func requiredConstraints() -> [(Constraint, Origin)] {
        var list: [(Constraint, Origin)] = []
        var user: [(Constraint, LayoutConstraint)] = []
        for (itemIndex, item) in items.enumerated() {
            for (position, constraint) in item.frameConstraints.enumerated() {
                list.append((constraint, .frame(item: itemIndex, position: position)))
            }
            for (position, constraint) in item.intrinsicConstraints.enumerated() where constraint.strength.isRequired {
                list.append((constraint, .intrinsic(item: itemIndex, position: position)))
            }
            for installed in item.installed.values {
                guard let constraint = installed.solverConstraint, constraint.strength.isRequired else { continue }
                user.append((constraint, installed.source))
            }
        }
        user.sort { $0.1.activationOrder < $1.1.activationOrder }
        list += user.map { ($0.0, .user($0.1)) }
        for (position, constraint) in fittingConstraints.enumerated() where constraint.strength.isRequired {
            list.append((constraint, .fitting(position: position)))
        }
        return list.filter { solver.hasConstraint($0.0) }
    }

    /// A smallest subset of `required` that conflicts with `constraint` (the deletion filter:
    /// drop each constraint whose absence keeps the conflict), among those sharing variables
    /// with it, directly or through others.
    private func smallestConflict(with constraint: Constraint, among required: [(Constraint, Origin)]) -> [(
        Constraint, Origin
    )] {
        var reached = Set(constraint.expression.terms.map { ObjectIdentifier($0.variable) })
        var candidates: [(Constraint, Origin)] = []
        var rest = required
        var grew = true
        while grew {
            grew = false
            rest.removeAll { entry in
                guard entry.0.expression.terms.contains(where: { reached.contains(ObjectIdentifier($0.variable)) })
                else {
                    return false
                }
                candidates.append(entry)
                for term in entry.0.expression.terms { reached.insert(ObjectIdentifier(term.variable)) }
                grew = true
                return true
            }
        }
        func conflicts(_ set: [(Constraint, Origin)]) -> Bool {
            let trial = Solver()
            for entry in set + [(constraint, Origin.fitting(position: -1))] {
                do {
                    try trial.addConstraint(entry.0)
                } catch {
                    if case .unsatisfiable = error { return true }
                }
            }
            return false
        }
        guard conflicts(candidates) else { return candidates }
        var position = 0
        while position < candidates.count {
            var trial = candidates
            trial.remove(at: position)
            if conflicts(trial) { candidates = trial } else { position += 1 }
        }
        return candidates
    }

    /// A constraint described as UIKit's log would show it.
    func describe(_ origin: Origin, _ constraint: Constraint? = nil) -> String {
        let address = constraint.map { LayoutDescription.address(of: $0) } ?? "0x0"
        switch origin {
        case .user(let source):
            return source.description
        case .frame(let itemIndex, let position):
            let name = LayoutDescription.item(self.view(at: itemIndex))
            if itemIndex == 0 {
                let attribute = ["Left", "Top", "Width", "Height"][min(position, 3)]
                let value = [0, 0, root.bounds.width, root.bounds.height][min(position, 3)]
                return "<NSLayoutConstraint:\(address) 'UIView-Encapsulated-Layout-\(attribute)' \(name)."
                    + "\(attribute.lowercased()) == \(LayoutDescription.number(value))   (active)>"
            }
            let input = items[itemIndex].frameInput
            let mask = input?.mask ?? []
            // UIKit's notation: `-` fixed, `&` flexible; with nothing flexible the far margin
            // is the one that changes (`--&`).
            func axis(_ options: [View.AutoresizingMask]) -> String {
                guard options.contains(where: mask.contains) else { return "--&" }
                return options.map { mask.contains($0) ? "&" : "-" }.joined()
            }
            let h = axis([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
            let v = axis([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin])
            let frame = input?.frame ?? .zero
            let (attribute, value) =
                [("minX", frame.minX), ("width", frame.width), ("minY", frame.minY), ("height", frame.height)][
                    min(position, 3)]
            let superview =
                items[itemIndex].parent >= 0 ? LayoutDescription.item(self.view(at: items[itemIndex].parent)) : "nil"
            return "<NSAutoresizingMaskLayoutConstraint:\(address) h=\(h) v=\(v) \(name).\(attribute) == "
                + "\(LayoutDescription.number(value))   (active, names: '|':\(superview) )>"
        case .intrinsic(let itemIndex, let position):
            let view = self.view(at: itemIndex)
            let input = items[itemIndex].intrinsicInput
            let horizontal = (input?.size.width ?? -1) >= 0 && position < 2
            let value = horizontal ? input?.size.width ?? 0 : input?.size.height ?? 0
            let hug = horizontal ? input?.hugging.0 : input?.hugging.1
            let resist = horizontal ? input?.compression.0 : input?.compression.1
            return "<NSContentSizeLayoutConstraint:\(address) \(LayoutDescription.item(view))."
                + "\(horizontal ? "width" : "height") == \(LayoutDescription.number(value)) "
                + "Hug:\(LayoutDescription.number(CGFloat(hug?.rawValue ?? 250))) "
                + "CompressionResistance:\(LayoutDescription.number(CGFloat(resist?.rawValue ?? 750)))   (active)>"
        case .fitting(let position):
            let attribute = position == 0 ? "Width" : "Height"
            let value = position == 0 ? fittingTarget?.size.width ?? 0 : fittingTarget?.size.height ?? 0
            return "<NSLayoutConstraint:\(address) 'UIView-Fitting-\(attribute)' \(LayoutDescription.item(root))."
                + "\(attribute.lowercased()) == \(LayoutDescription.number(value))   (active)>"
        }
    }
}
