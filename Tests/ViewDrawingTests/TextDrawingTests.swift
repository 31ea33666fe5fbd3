import Canvas
import Foundation
import ImageCodecs
import Testing
import Typography
import UIKit
import ViewCapture
import ViewDrawing

@Suite struct TextDrawingTests {
    private func textContent(of view: UIView, appearance: UIUserInterfaceStyle = .light) throws -> TextContent? {
        for content in try ViewCapture(appearance: appearance).capture(view).layer.contents {
            if case .text(let text) = content { return text }
        }
        return nil
    }

    @Test func labelInkSpansTheMeasuredWidthFromTheLeadingEdge() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Hello, cells"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        let image = try pixels(of: label, background: .white)
        let measured = try FontFace.bundled(.regular).width(of: "Hello, cells", pointSize: 20)
        let box = try #require(inkBox(of: image, against: RGBA8(red: 255, green: 255, blue: 255)))
        #expect(box.minX <= 2)
        // The ink ends within a glyph's side bearing of the advance width.
        #expect(abs(Double(box.maxX + 1) - measured) <= 3)
        // Centred vertically: cap height above the middle, descender below it.
        #expect(box.minY >= 2 && box.maxY <= 28)
    }

    @Test func centredAndRightAlignedLabelsMoveTheInk() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Mid"
        label.textColor = .black
        label.textAlignment = .center
        let white = RGBA8(red: 255, green: 255, blue: 255)
        let centred = try #require(inkBox(of: try pixels(of: label, background: .white), against: white))
        #expect(abs((centred.minX + centred.maxX) / 2 - 100) <= 2)
        label.textAlignment = .right
        let right = try #require(inkBox(of: try pixels(of: label, background: .white), against: white))
        #expect(right.maxX >= 196 && right.maxX <= 199)
    }

    @Test func textColourIsDrawn() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        label.text = "█"
        label.font = .systemFont(ofSize: 30)
        label.textColor = .systemRed
        let image = try pixels(of: label)
        let box = try #require(inkBox(of: image, against: RGBA8(red: 0, green: 0, blue: 0, alpha: 0)))
        let middle = image[(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2]
        #expect(near(middle, (255, 59, 48, 255), 1))
    }

    @Test func tailTruncationEndsTheLineWithAnEllipsisInsideTheBounds() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        label.text = "A title far too long for its label"
        let text = try #require(try textContent(of: label))
        #expect(text.lines.count == 1)
        let line = try #require(text.lines.first)
        #expect(line.text.hasSuffix("…"))
        #expect(line.text.hasPrefix("A title"))
        #expect(line.width <= 120)
        let measured = try FontFace.bundled(.regular).width(of: line.text, pointSize: 17)
        #expect(abs(measured - line.width) < 1e-9)
    }

    @Test func headAndMiddleTruncationPutTheEllipsisWhereTheModeSays() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
        label.text = "beginning middle ending"
        label.lineBreakMode = .byTruncatingHead
        let head = try #require(try textContent(of: label)?.lines.first?.text)
        #expect(head.hasPrefix("…") && head.hasSuffix("ending"))
        label.lineBreakMode = .byTruncatingMiddle
        let middle = try #require(try textContent(of: label)?.lines.first?.text)
        #expect(middle.hasPrefix("beg") && middle.hasSuffix("ing") && middle.contains("…"))
    }

    @Test func multilineLabelWrapsAtWordsAndTruncatesItsLastLine() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 140, height: 100))
        label.numberOfLines = 2
        label.text = "one two three four five six seven eight nine ten eleven twelve"
        let text = try #require(try textContent(of: label))
        #expect(text.lines.count == 2)
        #expect(!text.lines[0].text.contains("…"))
        #expect(text.lines[1].text.hasSuffix("…"))
        #expect(text.lines.allSatisfy { $0.width <= 140 })
        // Lines a line height apart, the block centred on the label's middle.
        let lineHeight = try FontFace.bundled(.regular).lineMetrics(pointSize: 17).lineHeight
        #expect(abs((text.lines[1].pen.y - text.lines[0].pen.y) - lineHeight) < 1e-9)
    }

    @Test func wordWrappingModeCutsAtTheLastWordWithoutEllipsis() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 140, height: 100))
        label.numberOfLines = 2
        label.lineBreakMode = .byWordWrapping
        label.text = "one two three four five six seven eight nine ten eleven twelve"
        let text = try #require(try textContent(of: label))
        #expect(text.lines.count == 2)
        #expect(!text.lines[1].text.contains("…"))
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 24))
        label.text = "Fits"
        #expect(try textContent(of: label)?.lines.map(\.text) == ["Fits"])
    }

    @Test func boldWeightsUseTheBoldFace() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 24))
        label.text = "Bold"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        #expect(try textContent(of: label)?.weight == .bold)
    }

    @Test func attributedTextTakesItsFontAndColourFromItsStart() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
        label.attributedText = NSAttributedString(
            string: "Attributed",
            attributes: [.font: UIFont.systemFont(ofSize: 22, weight: .bold), .foregroundColor: UIColor.systemGreen])
        let text = try #require(try textContent(of: label))
        #expect(text.weight == .bold && text.pointSize == 22)
        #expect(text.color == UIColor.systemGreen.color)
        #expect(text.lines.map(\.text) == ["Attributed"])
        #expect(label.attributedText?.attributes(at: 0, effectiveRange: nil)[.font] is UIFont)
    }

    @Test func buttonDrawsItsTitleCentredInItsColourOverItsBackground() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.backgroundColor = .systemBlue
        button.setTitle("Follow", for: .normal)
        button.setTitleColor(.white, for: .normal)
        let image = try pixels(of: button)
        let blue = RGBA8(red: 0, green: 122, blue: 255)
        let box = try #require(inkBox(of: image, against: blue))
        #expect(abs((box.minX + box.maxX) / 2 - 60) <= 2)
        #expect(near(image[2, 2], (0, 122, 255, 255), 0))
    }
}

@Suite struct AutoLayoutCellDrawingTests {
    /// A cell as apps write it with anchors: the label lands where the constraints put it once
    /// the cell is laid out.
    @Test func constrainedLabelIsDrawnWhereAutoLayoutPutsIt() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        cell.contentView.backgroundColor = .white
        let label = UILabel()
        label.text = "Anchored"
        label.textColor = .black
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -10),
            label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
        ])
        cell.layoutIfNeeded()
        let image = try pixels(of: cell)
        let box = try #require(inkBox(of: image, against: RGBA8(red: 255, green: 255, blue: 255)))
        #expect(box.maxX >= 185 && box.maxX <= 190)
        #expect(abs((box.minY + box.maxY) / 2 - 30) <= 3)
    }
}

@Suite struct ListContentDrawingTests {
    @Test func defaultContentConfigurationDrawsItsImageAndTexts() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.secondaryText = "12 unread"
        content.image = UIImage(systemName: "tray")
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let captured = try ViewCapture().capture(cell)
        func contents(_ layer: DrawnLayer) -> [LayerContent] { layer.contents + layer.sublayers.flatMap(contents) }
        let all = contents(captured.layer)
        let texts = all.compactMap { content -> [String]? in
            if case .text(let text) = content { return text.lines.map(\.text) }
            return nil
        }
        #expect(texts == [["Inbox"], ["12 unread"]])
        #expect(all.contains { if case .placeholder = $0 { true } else { false } })
    }
}
