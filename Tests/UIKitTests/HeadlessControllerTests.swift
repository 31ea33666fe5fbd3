import Testing
import UIKit

/// The controller-side API a screen's code touches: snapshots, Auto Layout bookkeeping, page
/// view controllers, appearance forwarding, windows, key-value coding and Display P3 colours.
@Suite @MainActor struct HeadlessControllerTests {
    @Test func snapshotsKeepOrderAcrossInsertsMovesAndDeletes() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10, 11])
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([12], afterItem: 11)
        #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 10, 11, 12])
        snapshot.moveItem(3, afterItem: 12)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [10, 11, 12, 3])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["z", "b", "a"])
        snapshot.deleteSections(["a"])
        #expect(snapshot.numberOfItems == 4 && snapshot.numberOfSections == 2)
        #expect(snapshot.indexOfItem(12) == 2 && snapshot.indexOfSection("b") == 1)
        snapshot.deleteItems([10, 99])
        #expect(snapshot.numberOfItems(inSection: "b") == 3)
    }

    @Test func activatedConstraintsLandOnTheClosestCommonAncestor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = UILabel()
        let b = UIImageView(image: UIImage(name: "dot", size: CGSize(width: 12, height: 8)))
        root.addSubview(a)
        root.addSubview(b)
        let spacing = a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: -8)
        let width = b.widthAnchor.constraint(equalToConstant: 12)
        NSLayoutConstraint.activate([spacing, width])
        #expect(root.constraints.count == 1 && root.constraints[0] === spacing)
        #expect(b.constraints.count == 1 && width.secondItem == nil && width.constant == 12)
        #expect(spacing.firstAttribute == .trailing && spacing.secondAttribute == .leading && spacing.constant == -8)
        NSLayoutConstraint.deactivate([spacing])
        #expect(root.constraints.isEmpty && !spacing.isActive)
        // No layout pass yet: frames stay where code put them; an image view's size is its image's.
        #expect(a.frame == .zero && b.frame.size == CGSize(width: 12, height: 8))
        #expect(b.intrinsicContentSize == CGSize(width: 12, height: 8))
        root.layoutMargins = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 10, y: 4, width: 180, height: 92))
        #expect(root.layoutMarginsGuide === root.layoutMarginsGuide)
    }

    @Test func labelsMeasureTheirTextAndFontsFollowTextStyles() {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.text = "12345678"
        // In DejaVu Sans, the stand-in for the system font: 8 digits of 1303/2048 em × 17 = 86.53
        // wide, one line of (1901 + 483)/2048 × 17 = 19.79; both rounded up.
        #expect(label.intrinsicContentSize == CGSize(width: 87, height: 20))
        label.numberOfLines = 0
        // Two digits (21.63) fit in 30: four lines, 79.16 tall.
        #expect(label.sizeThatFits(CGSize(width: 30, height: 1000)) == CGSize(width: 22, height: 80))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }

    @Test func aPageViewControllerTurnsPagesThroughItsDataSource() {
        final class Pages: UIPageViewControllerDataSource {
            let pages: [UIViewController]
            init(_ pages: [UIViewController]) { self.pages = pages }
            func pageViewController(
                _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
            ) -> UIViewController? {
                pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
            }
            func pageViewController(
                _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
            ) -> UIViewController? {
                pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
            }
        }
        let pages = Pages([UIViewController(), UIViewController(), UIViewController()])
        let controller = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12.0])
        controller.dataSource = pages
        controller.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        #expect(controller.interPageSpacing == 12 && controller.children.count == 1)
        #expect(pages.pages[0].view.superview === controller.view)
        #expect(controller.goForward() && controller.goForward() && !controller.goForward())
        #expect(controller.viewControllers?.first === pages.pages[2] && controller.children.count == 1)
        #expect(pages.pages[0].parent == nil && pages.pages[0].view.superview == nil)
        #expect(controller.goBack() && controller.viewControllers?.first === pages.pages[1])
    }

    @Test func appearanceForwardingAndWindowsFollowUIKitsOrder() {
        final class Recording: UIViewController {
            var calls: [String] = []
            override func loadView() { calls.append("loadView"); super.loadView() }
            override func viewDidLoad() { calls.append("viewDidLoad") }
            override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
            override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
        }
        let controller = Recording()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(controller.calls == ["viewWillAppear", "viewDidAppear"])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.calls.suffix(2) == ["loadView", "viewDidLoad"])
        #expect(controller.view.frame == window.bounds && controller.view.window === window && window.isKeyWindow)
    }

    @Test func keyValueCodingReadsStoredPropertiesAndP3ColoursConvert() {
        final class Settings: NSObject {
            var spacing: CGFloat = 12
        }
        #expect(Settings().value(forKey: "spacing") as? CGFloat == 12)
        #expect(Settings().value(forKey: "missing") == nil)
        // Display P3 red in extended sRGB is (1.0931, −0.2267, −0.1501).
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).cgColor.components ?? []
        #expect(
            red.count == 4 && abs(red[0] - 1.0931) < 1e-4 && abs(red[1] + 0.2267) < 1e-4 && abs(red[2] + 0.1501) < 1e-4)
        let white = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1).cgColor.components ?? []
        #expect(white.prefix(3).allSatisfy { abs($0 - 1) < 1e-6 })
    }
}

/// Subviews pinned to their superview are placed on its layout pass (the Auto Layout engine).
@Suite @MainActor struct ConstraintPinningTests {
    @Test func aSubviewPinnedToTheEdgesFillsItsSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])
        root.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(collectionView.frame == .zero)
        root.layoutIfNeeded()
        // 47 … 844 − 20 = 824.
        #expect(collectionView.frame == CGRect(x: 0, y: 47, width: 390, height: 777))
    }

    @Test func aFixedSizeCentredViewAndAnIntrinsicLabelArePlaced() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = UIView()
        let label = UILabel()
        label.text = "Hello"
        for view in [badge, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
            badge.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 80, y: 50, width: 40, height: 20))
        // The label's measured size: "Hello" is 43.09 → 44 wide, 19.79 → 20 tall; margins 8.
        #expect(label.frame == CGRect(x: 8, y: 4, width: 44, height: 20))
    }
}

/// Selection made by code, as UIKit keeps it.
@Suite struct SelectionTests {
    @Test func selectingReplacesTheSelectionUnlessMultipleAreAllowed() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout, itemCounts: [20])
        view.layoutIfNeeded()
        #expect(view.indexPathsForSelectedItems == nil)
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        let cell = try #require(view.cellForItem(at: IndexPath(item: 3, section: 0)))
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(cell.isSelected && view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        view.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        #expect(!cell.isSelected && view.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        view.allowsMultipleSelection = true
        // Item 8 is in row 2 (200…300): `.top` scrolls it to the top.
        view.selectItem(at: IndexPath(item: 8, section: 0), animated: false, scrollPosition: .top)
        #expect(view.indexPathsForSelectedItems?.map(\.item) == [5, 8] && view.contentOffset.y == 200)
        view.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == nil)
        view.allowsSelection = false
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == nil)
    }
}

/// List cells configured as apps configure them (`defaultContentConfiguration()`).
@Suite @MainActor struct ListCellTests {
    @Test func aListCellInstallsItsContentConfiguration() throws {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = "detail"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<20))
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
        let content = try #require(cell.configuredContentView as? UIListContentView)
        let configuration = try #require(content.configuration as? UIListContentConfiguration)
        #expect(configuration.text == "Row 2" && configuration.textProperties.font.pointSize == 17)
        #expect(content.superview === cell.contentView && content.frame == cell.contentView.bounds)
        #expect(
            content.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(cell.accessories == [.disclosureIndicator()] && cell.bounds.width == 320)
    }
}
