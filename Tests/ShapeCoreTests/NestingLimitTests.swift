import Testing
@testable import ShapeCore

/// Layout and rendering recurse per level of the view tree; a tree deeper
/// than NestingGuard.maxDepth, or one that would exhaust the thread's
/// stack, is a ViewError, never a crash (docs/LAYOUT.md "Nesting limit").
@Suite struct NestingLimitTests {
    func nested(_ levels: Int) -> View {
        var v = Rectangle().view
        for _ in 0..<levels { v = v.padding(1) }
        return v
    }

    func isTooDeep(_ error: any Error) -> Bool {
        if case ViewError.nestedTooDeeply = error { return true }
        return false
    }

    @Test func treeWithinTheLimitRendersOnALargeStack() throws {
        let size = try onThread(stackSize: 64 << 20) { [self] in
            try layout(nested(NestingGuard.maxDepth - 10), options: SVGOptions(width: 5000, height: 5000)).root.frame.size
        }
        #expect(size == Size(5000, 5000))
        let svgText = try onThread(stackSize: mainThreadStackSize) { [self] in try svg(nested(500)) }
        #expect(svgText.contains("<path"))
    }

    @Test func treeOverTheLimitIsRefusedOnEveryStack() throws {
        for stackSize in [mainThreadStackSize, 64 << 20] {
            let error = try onThread(stackSize: stackSize) { [self] () -> (any Error)? in
                do { _ = try svg(nested(NestingGuard.maxDepth + 1)); return nil } catch { return error }
            }
            #expect(error.map(isTooDeep) == true, "stack \(stackSize): \(String(describing: error))")
            // On 8 MiB a debug or sanitizer build may hit the stack first.
            if stackSize > mainThreadStackSize {
                #expect("\(error!)".contains("more than \(NestingGuard.maxDepth) levels"))
            }
        }
    }

    /// 999 levels fit the depth limit but not a 128 KiB stack: the measured
    /// stack stops layout with an error (before this guard, a segfault).
    @Test func smallThreadStackIsAnErrorNotACrash() throws {
        let tree = nested(999)
        let error = try onThread(stackSize: 128 << 10) { () -> (any Error)? in
            do { _ = try svg(tree); return nil } catch { return error }
        }
        #expect(error.map(isTooDeep) == true, "\(String(describing: error))")
        #expect("\(error!)".contains("stack is nearly used up"))
    }

    /// A Canvas that draws a deep view adds its depth to the canvas's own,
    /// through the guard the renderer shares with the canvas's layouts.
    @Test func canvasDrawingCountsTowardsTheSameLimit() throws {
        let inner = nested(NestingGuard.maxDepth - 2)
        let canvas = Canvas(width: 10, height: 10) { ctx in try ctx.draw(inner, at: Point(5, 5)) }
        let error = try onThread(stackSize: 64 << 20) { () -> (any Error)? in
            do { _ = try svg(canvas.view.padding(1).padding(1)); return nil } catch { return error }
        }
        #expect(error.map(isTooDeep) == true, "\(String(describing: error))")
    }
}
