import CollectionLayout
import Foundation
import Testing

@testable import Layouts
@testable import UIKitLayouts

/// The `flow` and `pluginableFlow` registry descriptors.
@Suite struct FlowRegistryTests {
    static func build(_ name: String, _ values: [String: ParameterValue] = [:]) throws -> BuiltLayout {
        guard let descriptor = LayoutRegistry.descriptor(named: name) else {
            throw LayoutConfigurationError(parameter: nil, message: "no layout \(name)")
        }
        return try descriptor.build(LayoutParameters(values))
    }

    static func size(_ width: Double, _ height: Double) -> ParameterValue { .array([.number(width), .number(height)]) }

    @Test func flowDeclaresUIKitPropertyNamesWithUIKitDefaults() throws {
        let descriptor = try #require(LayoutRegistry.descriptor(named: "flow"))
        #expect(
            descriptor.parameters.map(\.name) == [
                "itemSize", "itemSizes", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing",
                "sectionInset", "scrollDirection", "headerReferenceSize", "footerReferenceSize",
            ])
        let layout = try #require(try Self.build("flow").layout as? CollectionViewFlowLayout)
        #expect(type(of: layout) == CollectionViewFlowLayout.self)
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
    }

    @Test func flowReadsEveryParameter() throws {
        let built = try Self.build(
            "flow",
            [
                "itemSize": Self.size(100, 80), "minimumLineSpacing": .number(4), "minimumInteritemSpacing": .number(6),
                "sectionInset": .object(["left": .number(16), "top": .number(8)]),
                "scrollDirection": .string("horizontal"),
                "headerReferenceSize": Self.size(30, 0),
                "footerReferenceSize": .object(["width": .number(12), "height": .number(0)]),
            ])
        let layout = try #require(built.layout as? CollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 100, height: 80))
        #expect(layout.minimumLineSpacing == 4 && layout.minimumInteritemSpacing == 6)
        #expect(layout.sectionInset == EdgeInsets(top: 8, left: 16, bottom: 0, right: 0))
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.headerReferenceSize == CGSize(width: 30, height: 0))
        #expect(layout.footerReferenceSize == CGSize(width: 12, height: 0))
    }

    @Test func itemSizesRepeatOverEachSection() throws {
        let built = try Self.build(
            "flow",
            [
                "itemSizes": .array([Self.size(100, 40), .object(["width": .number(200), "height": .number(60)])])
            ])
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: built.layout, itemCounts: [3, 1])
        built.configure(view)
        view.layoutIfNeeded()
        #expect(flowFrame(view, 0).size == CGSize(width: 100, height: 40))
        #expect(flowFrame(view, 1).size == CGSize(width: 200, height: 60))
        #expect(flowFrame(view, 2).size == CGSize(width: 100, height: 40))
        #expect(flowFrame(view, 0, section: 1).size == CGSize(width: 100, height: 40))
    }

    @Test func badFlowParametersNameTheParameter() {
        func failure(_ values: [String: ParameterValue]) -> LayoutConfigurationError? {
            do {
                _ = try Self.build("flow", values)
                return nil
            } catch {
                return error as? LayoutConfigurationError
            }
        }
        #expect(failure(["itemSise": Self.size(1, 1)])?.message.contains("did you mean 'itemSize'") == true)
        #expect(failure(["minimumLineSpacing": .number(-1)])?.parameter == "minimumLineSpacing")
        #expect(failure(["itemSize": Self.size(0, 10)])?.parameter == "itemSize")
        #expect(failure(["scrollDirection": .string("diagonal")])?.parameter == "scrollDirection")
        #expect(failure(["itemSizes": .array([])])?.parameter == "itemSizes")
        let entry = failure(["itemSizes": .array([Self.size(10, 10), .string("big")])])
        #expect(entry?.parameter == "itemSizes" && entry?.message.hasPrefix("entry 1:") == true)
        #expect(failure(["headerReferenceSize": Self.size(-3, 0)])?.parameter == "headerReferenceSize")
    }

    @Test func pluginableFlowAddsAlignmentPluginsAndBehaviours() throws {
        let descriptor = try #require(LayoutRegistry.descriptor(named: "pluginableFlow"))
        let names = descriptor.parameters.map(\.name)
        for name in [
            "itemSize", "itemSizes", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
            "scrollDirection", "headerReferenceSize", "footerReferenceSize", "alignment", "plugins",
            "targetOffsetBehavior", "afterInsetBehavior",
        ] {
            #expect(names.contains(name), "missing \(name)")
        }
        let built = try Self.build("pluginableFlow")
        let layout = try #require(built.layout as? PluginableFlowLayout)
        #expect(layout.alignment == .lineStart)
        #expect(layout.plugins.count == 1)
        #expect((layout.plugins.first as? PercentageFlowLayoutPlugin)?.afterInsetBehavior == .faithful)
        #expect(layout.targetOffsetBehavior == .faithful)
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        built.configure(view)
        #expect(view.decelerationRate == .fast)
        #expect(!view.isPagingEnabled)
    }

    @Test func pluginableFlowReadsItsOwnParameters() throws {
        let built = try Self.build(
            "pluginableFlow",
            [
                "alignment": .string("lineEnd"), "targetOffsetBehavior": .string("corrected"),
                "afterInsetBehavior": .string("corrected"), "scrollDirection": .string("horizontal"),
            ])
        let layout = try #require(built.layout as? PluginableFlowLayout)
        #expect(layout.alignment == .lineEnd)
        #expect(layout.targetOffsetBehavior == .corrected)
        #expect((layout.plugins.first as? PercentageFlowLayoutPlugin)?.afterInsetBehavior == .corrected)
        #expect(layout.scrollDirection == .horizontal)

        let plain = try Self.build("pluginableFlow", ["alignment": .string("none"), "plugins": .array([])])
        let plainLayout = try #require(plain.layout as? PluginableFlowLayout)
        #expect(plainLayout.alignment == nil)
        #expect(plainLayout.plugins.isEmpty)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: plainLayout)
        plain.configure(view)
        #expect(view.decelerationRate == .normal)
    }

    @Test func badPluginableParametersNameTheParameter() {
        func failure(_ values: [String: ParameterValue]) -> LayoutConfigurationError? {
            do {
                _ = try Self.build("pluginableFlow", values)
                return nil
            } catch {
                return error as? LayoutConfigurationError
            }
        }
        #expect(failure(["alignment": .string("left")])?.parameter == "alignment")
        #expect(failure(["plugins": .array([.string("parallax")])])?.message.contains("'parallax'") == true)
        #expect(failure(["plugins": .string("percentage")])?.parameter == "plugins")
        #expect(failure(["targetOffsetBehavior": .bool(true)])?.parameter == "targetOffsetBehavior")
    }
}
