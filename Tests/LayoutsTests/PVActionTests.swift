import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// Reference §1.6 (built-in actions) with §1.9 examples 1, 2, 5, 6.
struct PVActionTests {
    private let container = CGSize(width: 375, height: 667)

    private func state(frame: CGRect = CGRect(x: 137.5, y: 283.5, width: 100, height: 100)) -> PVItemState {
        PVItemState(frame: frame, containerSize: container)
    }

    private func expectClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) {
        #expect(abs(Double(a.x - b.x)) < tolerance && abs(Double(a.y - b.y)) < tolerance, "\(a) vs \(b)")
    }

    @Test func relativeMoveInterpolatesPositionAgainstTheContainer() {
        // §1.9 example 1: from (2, 0.2, rel) to (0.5, 0.2, rel) at q = 0.4 → (525, 133.4).
        let move = PVActionMove(
            fromPosition: ContainerRelative(x: 2, y: 0.2, isRelative: true),
            toPosition: ContainerRelative(x: 0.5, y: 0.2, isRelative: true)
        )
        var target = state()
        move.update(0.4, target: &target)
        expectClose(target.center, CGPoint(x: 525, y: 133.4))
        #expect(target.size == CGSize(width: 100, height: 100))
    }

    @Test func fadeWithWindowAndEaseInGivesReferenceOpacity() throws {
        // §1.9 example 2: page progress 0.4, (s 0.2, e 0.6, easeIn) → opacity ≈ 0.3153.
        let fade = PVActionFade(
            from: 0, to: 1,
            parameters: try PVParameters(
                startOffset: 0.2, stopOffset: 0.6, timingFunction: PVTimingFunction(name: .easeIn)))
        var target = state()
        fade.update(0.4, target: &target)
        #expect(abs(target.alpha - 0.315338) < 5e-7)
    }

    @Test func scaleIsNotClampedInAStartBounce() throws {
        // §1.9 example 5: scale 0 → 1 with (s 0, e 0.5) at p = −0.08 → −0.16; with (s 0.2, e 1) → 0.
        var target = state()
        PVActionScale(from: 0, to: 1, parameters: try PVParameters(stopOffset: 0.5)).update(-0.08, target: &target)
        #expect(abs(target.scaleX - -0.16) < 1e-12 && abs(target.scaleY - -0.16) < 1e-12)
        PVActionScale(from: 0, to: 1, parameters: try PVParameters(startOffset: 0.2)).update(-0.08, target: &target)
        #expect(target.scaleX == 0 && target.scaleY == 0)
    }

    @Test func relativeSizeKeepsTheCentre() {
        // §1.9 example 6: (0.2, 0.2) → (0.4, 0.4) relative in 375×667 at q = 0.5, centre (187.5, 333.5).
        let size = PVActionSize(
            from: ContainerRelative(width: 0.2, height: 0.2, isRelative: true),
            to: ContainerRelative(width: 0.4, height: 0.4, isRelative: true))
        var target = state(frame: CGRect(x: 137.5, y: 283.5, width: 100, height: 100))
        size.update(0.5, target: &target)
        let frame = target.frame
        #expect(abs(frame.origin.x - 131.25) < 1e-9)
        #expect(abs(frame.origin.y - 233.45) < 1e-9)
        #expect(abs(frame.size.width - 112.5) < 1e-9)
        #expect(abs(frame.size.height - 200.1) < 1e-9)
    }

    @Test func originAndTranslationMovesSetTheirOwnComponents() {
        var target = state(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        PVActionMove(fromOrigin: ContainerRelative(x: 50, y: 200), toOrigin: ContainerRelative(x: 250, y: 200)).update(
            0.25, target: &target)
        #expect(target.frame == CGRect(x: 100, y: 200, width: 40, height: 20))
        PVActionMove(toTranslation: ContainerRelative(x: 0.1, y: -0.1, isRelative: true)).update(0.5, target: &target)
        expectClose(target.translation, CGPoint(x: 18.75, y: -33.35))
        #expect(target.frame == CGRect(x: 100, y: 200, width: 40, height: 20))
    }

    @Test func frameActionInterpolatesOriginAndSize() {
        var target = state()
        PVActionFrame(
            fromFrame: CGRect(x: 0, y: 0, width: 10, height: 10), toFrame: CGRect(x: 100, y: 50, width: 30, height: 50)
        )
        .update(0.5, target: &target)
        #expect(target.frame == CGRect(x: 50, y: 25, width: 20, height: 30))
    }

    @Test func axisScalesAndRotationsOverwriteOnlyTheirComponent() {
        var target = state()
        PVActionScale(fromX: 1, toX: 3).update(0.5, target: &target)
        PVActionScale(fromY: 1, toY: 0).update(0.25, target: &target)
        PVActionRotate(fromZ: 0, toZ: .pi).update(0.5, target: &target)
        PVActionRotate(fromY: 0, toY: 1).update(0.3, target: &target)
        #expect(target.scaleX == 2 && target.scaleY == 0.75)
        #expect(abs(target.rotationZ - .pi / 2) < 1e-12 && abs(target.rotationY - 0.3) < 1e-12 && target.rotationX == 0)
    }

    @Test func rotationAboutYWithPerspectiveGivesAProjectiveTransform() {
        var target = state()
        PVActionRotate(fromY: 0, toY: 0.6).update(1, target: &target)
        let flat = target.transform3D()
        #expect(abs(flat.m11 - cos(0.6)) < 1e-12 && flat.m34 == 0 && flat.m14 == 0)
        let deep = target.transform3D(perspectiveDistance: 500)
        #expect(abs(deep.m34 - -cos(0.6) / 500) < 1e-12)
        #expect(abs(deep.m14 - sin(0.6) / 500) < 1e-12)
        #expect(!CATransform3DIsAffine(deep))
    }

    @Test func composedTransformScalesRotatesThenTranslates() {
        var target = state()
        target.scaleX = 2
        target.rotationZ = .pi / 2
        target.translation = CGPoint(x: 10, y: 5)
        let affine = CATransform3DGetAffineTransform(target.transform3D())
        let moved = CGPoint(x: 1, y: 0).applying(affine)
        // (1, 0) → scale (2, 0) → quarter turn (0, 2) → translate (10, 7).
        expectClose(moved, CGPoint(x: 10, y: 7), 1e-12)
    }

    @Test func groupDrivesChildrenWithItsOwnParameters() throws {
        let child = PVActionFade(from: 0, to: 1, parameters: try PVParameters(stopOffset: 0.1))
        let group = PVActionGroup(
            actions: [child, PVActionScale(from: 1, to: 3)], parameters: try PVParameters(startOffset: 0.5))
        var target = state()
        group.update(0.75, target: &target)
        #expect(target.alpha == 0.5)
        #expect(target.scaleX == 2)
    }

    @Test func groupReverseReversesChildrenWithDefaultParameters() throws {
        let group = PVActionGroup(
            actions: [
                PVActionFade(from: 0, to: 1, parameters: try PVParameters(stopOffset: 0.1)),
                PVActionRotate(fromZ: 0, toZ: 1),
            ])
        let reversed = group.reverse(with: try PVParameters(startOffset: 0.25))
        #expect(reversed.parameters.startOffset == 0.25)
        let fade = try #require(reversed.actions[0] as? PVActionFade)
        #expect(fade.from == 1 && fade.to == 0 && fade.parameters.stopOffset == 1)
        let rotate = try #require(reversed.actions[1] as? PVActionRotate)
        #expect(rotate.from == 1 && rotate.to == 0 && rotate.property == .z)
    }

    @Test func reversedActionRunForwardEqualsOriginalRunBackward() throws {
        let actions: [any PVActionBasicType] = [
            PVActionMove(
                fromPosition: ContainerRelative(x: 2, y: 0.2, isRelative: true),
                toPosition: ContainerRelative(x: 10, y: 40)),
            PVActionMove(
                fromTranslation: ContainerRelative(x: -5, y: 3),
                toTranslation: ContainerRelative(x: 0.3, y: 0.1, isRelative: true)),
            PVActionMove(fromOrigin: ContainerRelative(x: 5, y: 7), toOrigin: ContainerRelative(x: 95, y: -3)),
            PVActionSize(
                from: ContainerRelative(width: 0.2, height: 0.1, isRelative: true),
                to: ContainerRelative(width: 30, height: 90)),
            PVActionFrame(
                fromFrame: CGRect(x: 1, y: 2, width: 3, height: 4), toFrame: CGRect(x: 50, y: 60, width: 70, height: 80)
            ),
            PVActionFade(from: 0.2, to: 0.9), PVActionScale(fromX: 0.5, toX: 2), PVActionRotate(fromX: -1, toX: 2),
            PVPropertyAction(property: PVCustomValue.letterSpacing, from: 0, to: 8),
            PVActionGroup(actions: [PVActionFade(from: 1, to: 0), PVActionScale(fromY: 1, toY: 3)]),
        ]
        let reversed = actions.reversedActions()
        for (action, reverse) in zip(actions, reversed) {
            for progress in stride(from: 0.0, through: 1.0, by: 0.125) {
                var forward = state()
                var backward = state()
                reverse.update(progress, target: &forward)
                action.update(1 - progress, target: &backward)
                expectClose(forward.center, backward.center)
                expectClose(forward.translation, backward.translation)
                #expect(abs(Double(forward.size.width - backward.size.width)) < 1e-9)
                #expect(abs(Double(forward.size.height - backward.size.height)) < 1e-9)
                #expect(abs(forward.alpha - backward.alpha) < 1e-12)
                #expect(abs(forward.scaleX - backward.scaleX) < 1e-12 && abs(forward.scaleY - backward.scaleY) < 1e-12)
                #expect(abs(forward.rotationX - backward.rotationX) < 1e-12)
                #expect(
                    abs((forward.customValues["letterSpacing"] ?? 0) - (backward.customValues["letterSpacing"] ?? 0))
                        < 1e-12)
            }
        }
    }

    @Test func reversedActionsKeepOrderAndTakeTheNewParameters() throws {
        let fades = [PVActionFade(from: 0, to: 1), PVActionFade(from: 0.5, to: 0.25)]
        let reversed = fades.reversedActions(with: try PVParameters(stopOffset: 0.5))
        #expect(reversed.map(\.from) == [1, 0.25])
        #expect(reversed.map(\.to) == [0, 0.5])
        #expect(reversed.allSatisfy { $0.parameters.stopOffset == 0.5 })
    }

    @Test func letterSpacingIsACustomActionValue() {
        var target = state()
        PVPropertyAction(property: PVCustomValue.letterSpacing, from: 0, to: 8).update(0.25, target: &target)
        #expect(target.customValues[PVCustomValue.letterSpacing.name] == 2)
    }

    @Test func customActionsConformToTheBasicProtocol() {
        struct Recolor: PVActionBasicType {
            let parameters = PVParameters.default
            let from: Double
            let to: Double
            func step(_ progress: Double, target: inout PVItemState) {
                target.customValues["hue"] = from + (to - from) * progress
            }
            func reverse(with newParameters: PVParameters) -> Recolor { Recolor(from: to, to: from) }
        }
        var target = state()
        Recolor(from: 0, to: 360).update(0.5, target: &target)
        #expect(target.customValues["hue"] == 180)
    }
}

extension PVActionTests {
    @Test func flatItemsKeepAnAffineTransformUnderPerspective() {
        var target = state()
        PVActionRotate(fromZ: 0, toZ: 1).update(1, target: &target)
        PVActionScale(from: 1, to: 2).update(1, target: &target)
        #expect(CATransform3DIsAffine(target.transform3D(perspectiveDistance: 500)))
        #expect(target.transform3D(perspectiveDistance: 500) == target.transform3D())
    }
}
