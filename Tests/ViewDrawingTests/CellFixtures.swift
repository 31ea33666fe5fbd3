import Canvas
import Foundation
import ImageCodecs
import UIKit

/// Cells as apps write them, for the tests and goldens.
enum CellFixtures {
    /// A 4 × 4 PNG of four coloured quadrants (red, green / blue, yellow), as a file's bytes.
    static let quadrantsPNG: Data = {
        var image = RGBA8Image(width: 4, height: 4, filling: RGBA8(red: 0, green: 0, blue: 0))
        for y in 0..<4 {
            for x in 0..<4 {
                switch (x < 2, y < 2) {
                case (true, true): image[x, y] = RGBA8(red: 255, green: 0, blue: 0)
                case (false, true): image[x, y] = RGBA8(red: 0, green: 255, blue: 0)
                case (true, false): image[x, y] = RGBA8(red: 0, green: 0, blue: 255)
                case (false, false): image[x, y] = RGBA8(red: 255, green: 255, blue: 0)
                }
            }
        }
        return (try? PNGEncoder.balanced.encode(image)) ?? Data()
    }()

    /// A feed card: a rounded white background with a shadow, a thumbnail, a bold title and a
    /// grey two-line subtitle, laid out by frames as many cells are.
    static func card(title: String, subtitle: String, width: CGFloat = 358, image: UIImage? = nil)
        -> UICollectionViewCell
    {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: width, height: 88))
        cell.contentView.backgroundColor = .secondarySystemGroupedBackground
        cell.contentView.layer.cornerRadius = 14
        cell.layer.shadowColor = UIColor.black.cgColor
        cell.layer.shadowOpacity = 0.18
        cell.layer.shadowRadius = 8
        cell.layer.shadowOffset = CGSize(width: 0, height: 3)
        cell.layer.shadowPath = UIBezierPath(roundedRect: cell.bounds, cornerRadius: 14).cgPath

        let thumbnail = UIImageView(frame: CGRect(x: 12, y: 12, width: 64, height: 64))
        thumbnail.image = image ?? UIImage(data: quadrantsPNG)
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.layer.cornerRadius = 10
        cell.contentView.addSubview(thumbnail)

        let titleLabel = UILabel(frame: CGRect(x: 88, y: 14, width: width - 100, height: 22))
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .label
        cell.contentView.addSubview(titleLabel)

        let subtitleLabel = UILabel(frame: CGRect(x: 88, y: 38, width: width - 100, height: 38))
        subtitleLabel.text = subtitle
        subtitleLabel.font = .systemFont(ofSize: 14)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 2
        cell.contentView.addSubview(subtitleLabel)
        return cell
    }
}
