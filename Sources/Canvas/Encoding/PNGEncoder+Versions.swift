import CCairo
import ImageCodecs

extension PNGEncoder {
    /// zlib's version (`zlibVersion`), such as "1.2.13". It decides the bytes of PNGs from
    /// cairo's writer and from ``small``, not their pixels.
    public static var zlibVersion: String { String(cString: CCairo.zlibVersion()) }

    /// libdeflate's version (`LIBDEFLATE_VERSION_STRING`), such as "1.14". It decides the bytes
    /// of PNGs from Canvas's encoders, not their pixels.
    public static var libdeflateVersion: String { Deflate.version }
}
