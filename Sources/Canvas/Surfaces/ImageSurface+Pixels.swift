import CCairo

extension ImageSurface {
    /// The surface's pixels as straight-alpha RGBA bytes (`cairo_surface_flush`,
    /// `cairo_image_surface_get_data`, `cairo_image_surface_get_stride`; cairo's native-endian
    /// premultiplied ARGB32 words are un-premultiplied as cairo's PNG writer does).
    ///
    /// - Throws: ``CanvasError`` when the surface is in an error state.
    public func pixels() throws -> RGBA8Image {
        let operation = "read pixels"
        cairo_surface_flush(surface)
        try checkStatus(operation)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw CanvasError(code: .invalidData, operation: operation, reason: "the surface has no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let (width, height) = (pixelWidth, pixelHeight)
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var out = y * width * 4
                for x in 0..<width {
                    let word = row[x]
                    let alpha = word >> 24
                    let (red, green, blue) = ((word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF)
                    if alpha == 255 {
                        buffer[out] = UInt8(truncatingIfNeeded: red)
                        buffer[out + 1] = UInt8(truncatingIfNeeded: green)
                        buffer[out + 2] = UInt8(truncatingIfNeeded: blue)
                    } else {
                        buffer[out] = Premultiplication.unpremultiply(red, alpha: alpha)
                        buffer[out + 1] = Premultiplication.unpremultiply(green, alpha: alpha)
                        buffer[out + 2] = Premultiplication.unpremultiply(blue, alpha: alpha)
                    }
                    buffer[out + 3] = UInt8(truncatingIfNeeded: alpha)
                    out += 4
                }
            }
            count = width * height * 4
        }
        return RGBA8Image(uncheckedWidth: width, height: height, bytes: bytes)
    }

    /// Creates a surface holding `image`'s pixels, premultiplied as cairo's PNG reader does
    /// (`cairo_image_surface_create`, `cairo_image_surface_get_data`,
    /// `cairo_surface_mark_dirty`).
    ///
    /// - Throws: ``CanvasError`` `.invalidArgument` when the image is empty or larger than
    ///   32767 pixels on a side, or `scale` is not a finite positive number.
    public convenience init(image: RGBA8Image, scale: Double = 1) throws {
        try self.init(
            pixelWidth: image.width, pixelHeight: image.height, scale: scale,
            operation: "create image surface from pixels")
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw CanvasError(
                code: .invalidData, operation: "create image surface from pixels",
                reason: "the surface has no pixel data")
        }
        cairo_surface_flush(surface)
        image.bytes.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                var index = y * image.width * 4
                for x in 0..<image.width {
                    let (red, green, blue, alpha) = (
                        source[index], source[index + 1], source[index + 2], source[index + 3]
                    )
                    let word: UInt32 =
                        if alpha == 255 {
                            0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
                        } else {
                            UInt32(alpha) << 24 | Premultiplication.premultiply(red, alpha: alpha) << 16
                                | Premultiplication.premultiply(green, alpha: alpha) << 8
                                | Premultiplication.premultiply(blue, alpha: alpha)
                        }
                    row[x] = word
                    index += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        try checkStatus("create image surface from pixels")
    }
}
