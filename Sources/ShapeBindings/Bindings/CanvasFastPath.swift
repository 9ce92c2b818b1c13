import CLua
import LuaBridge
import ShapeCore

/// `ctx:fill` and `ctx:stroke` in their plain positional forms, the calls a
/// Canvas makes by the hundred thousand: a registered shape or path, a
/// colour, gradient or colour name, a line width number and a Rect value.
/// The same ShapeCore call as the general form; anything else (label
/// tables, rect tables, fill rules, StrokeStyle tables, every bad value)
/// returns nil and takes the general decoder, with its messages.
enum CanvasFastPath {
    /// `ctx:fill(shape, style, rect)`, `ctx:fill(path, style)`.
    static func fill(_ call: LuaCall) throws -> Int32? {
        let top = lua_gettop(call.L)
        guard top == 3 || top == 4, let ctx = FastArguments.userdata(call.L, 1, CanvasContext.self),
              let style = style(call, ctx, 3) else { return nil }
        let context = ctx.pointee.context
        if top == 3 {
            guard let path = FastArguments.userdata(call.L, 2, Path.self) else { return nil }
            try context.fill(path.pointee, with: style)
            return 0
        }
        guard let value = FastArguments.userdata(call.L, 2, ShapeValue.self), let rect = FastArguments.rect(call.L, 4) else { return nil }
        if let path = ctx.pointee.laidOut(value.pointee, in: rect) {
            try context.fill(LaidOutShape(path: path), in: rect, with: style)
        } else {
            try context.fill(AnyShape(value.pointee.shape), in: rect, with: style)
        }
        return 0
    }

    /// `ctx:stroke(shape, style, lineWidth, rect)`, `ctx:stroke(path, style[, lineWidth])`.
    static func stroke(_ call: LuaCall) throws -> Int32? {
        let top = lua_gettop(call.L)
        guard top >= 3 && top <= 5, let ctx = FastArguments.userdata(call.L, 1, CanvasContext.self),
              let style = style(call, ctx, 3) else { return nil }
        var stroke = StrokeStyle()
        if top >= 4 {
            guard let width = FastArguments.length(call.L, 4) else { return nil }
            stroke = StrokeStyle(lineWidth: width)
        }
        let context = ctx.pointee.context
        if top < 5 {
            guard let path = FastArguments.userdata(call.L, 2, Path.self) else { return nil }
            try context.stroke(path.pointee, with: style, style: stroke)
            return 0
        }
        guard let value = FastArguments.userdata(call.L, 2, ShapeValue.self), let rect = FastArguments.rect(call.L, 5) else { return nil }
        if let path = ctx.pointee.laidOut(value.pointee, in: rect) {
            try context.stroke(LaidOutShape(path: path), in: rect, with: style, style: stroke)
        } else {
            try context.stroke(AnyShape(value.pointee.shape), in: rect, with: style, style: stroke)
        }
        return 0
    }

    /// A Color or gradient value, or a colour name or hex string (parsed
    /// once per context, see `ColorNameCache`).
    @inline(__always)
    static func style(_ call: LuaCall, _ ctx: UnsafeMutablePointer<CanvasContext>, _ index: Int32) -> ShapeStyle? {
        switch lua_type(call.L, index) {
        case LUA_TUSERDATA:
            if let c = FastArguments.userdata(call.L, index, Color.self) { return .color(c.pointee) }
            return FastArguments.userdata(call.L, index, ShapeStyle.self)?.pointee
        case LUA_TSTRING:
            return ctx.pointee.colorNames.color(call.L, index).map { .color($0) }
        default:
            return nil
        }
    }
}
