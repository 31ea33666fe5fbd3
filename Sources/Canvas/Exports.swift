// Canvas draws in the shared geometry and colour: `import Canvas` brings in `Color`,
// `CGAffineTransform` and the CG value types its API takes.
@_exported import Geometry
