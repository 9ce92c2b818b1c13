/// An error that says a library's allocation was refused (cairo's
/// `CAIRO_STATUS_NO_MEMORY`, a NULL from GLib). The bindings turn it into
/// the run's memory stop when a memory limit is in force — the refusal is
/// then the limit's (the worker's data limit) — so a library running out
/// reads as "memory limit reached", whichever library it was.
public protocol AllocationFailureReporting: Error {
    var isAllocationFailure: Bool { get }
}
