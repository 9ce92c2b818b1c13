/// SwiftUI's everyday controls, drawn as iOS draws them (issue 22): a
/// control is a composition of the views it is made of, so layout and
/// rendering have nothing new to learn.

/// `Toggle(title, isOn)`: iOS's switch. The switch is a 51 × 31 capsule
/// (UISwitch's size) holding a 27-unit white knob 2 units from its ends,
/// at the trailing end when on; the track is `onColor` (systemGreen) when
/// on, `offColor` (secondarySystemFill) when off; the knob casts iOS's soft
/// shadow. With a title, the title leads and the switch trails, a Spacer
/// between, so a toggle fills the width offered, as in a Form; the title
/// takes the width it needs first.
public struct Toggle: ViewConvertible {
    public static let trackSize = Size(51, 31)
    public static let knobDiameter = 27.0
    public static let knobInset = 2.0
    /// The knob's shadow: black at 15 %, 4 units of blur, 3 down.
    public static let knobShadow = Shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.15), radius: 4, x: 0, y: 3)

    public let title: View?
    public let isOn: Bool
    public let onColor: Color
    public let offColor: Color

    public init(title: View?, isOn: Bool, onColor: Color, offColor: Color) {
        self.title = title; self.isOn = isOn; self.onColor = onColor; self.offColor = offColor
    }

    /// The switch alone (what `labelsHidden()` leaves in SwiftUI).
    public var control: View {
        let track = Capsule().fill(isOn ? onColor : offColor)
            .frame(width: Self.trackSize.width, height: Self.trackSize.height)
        let s = Self.knobShadow
        let knob = Circle().fill(Color.white)
            .frame(width: Self.knobDiameter, height: Self.knobDiameter)
            .shadow(color: s.color, radius: s.radius, x: s.x, y: s.y)
            .padding(Self.knobInset)
        return ZStack(alignment: isOn ? .trailing : .leading, views: [track, knob])
            .frame(width: Self.trackSize.width, height: Self.trackSize.height)
    }

    public var view: View {
        guard let title else { return control }
        // The title is offered the width first (a priority above the
        // Spacer's), so it keeps one line while the width allows, as iOS
        // lays out a switch's label.
        return HStack(views: [title.layoutPriority(1), Spacer().view, control]).view
    }
}

/// `Label(title, icon)`: the icon, then the title, centred on one line
/// (SwiftUI's default label style on iOS: title and icon, 8 apart).
public struct Label: ViewConvertible {
    public let title: View
    public let icon: View?
    public init(title: View, icon: View?) { self.title = title; self.icon = icon }
    public var view: View {
        guard let icon else { return title }
        return HStack(views: [icon, title]).view
    }
}
