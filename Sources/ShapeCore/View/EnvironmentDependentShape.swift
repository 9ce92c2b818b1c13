/// A shape whose outline depends on where it sits in the view tree
/// (`ContainerRelativeShape`): layout resolves it to a concrete shape from
/// its frame and the nearest container (shape and frame, document space).
protocol EnvironmentDependentShape: Shape {
    func resolved(frame: Rect, container: (shape: any Shape, frame: Rect)?) -> any Shape
}
