import Testing
@testable import ShapeCore
