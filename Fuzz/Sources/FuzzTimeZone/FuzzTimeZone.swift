import FoundationEssentials
import FuzzSupport

@testable import WeatherCore

/// TZif files and POSIX TZ rules (the TZif footer). The input is read both as a TZif file and as a rule's text;
/// neither crashes. A zone that parses has its transitions in order and every offset within ±26 h, and so does
/// the local time it gives at any instant (around each transition, and at instants drawn from the input within
/// ±10,000 years).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = bytes(start, count)
    let instants = sampleInstants(input)
    if let zone = try? TZif.parse(Data(input), "Fuzz/Zone") {
        invariant(
            zip(zone.transitions, zone.transitions.dropFirst()).allSatisfy { $0 < $1 }, "transitions out of order")
        invariant(zone.kindAt.count == zone.transitions.count, "a transition without a local time")
        for kind in zone.kinds + [zone.initial] { checkOffset(kind, "a kind") }
        if let rule = zone.rule { checkRule(rule, at: instants) }
        for t in instants + zone.transitions.prefix(64).flatMap({ [$0 - 1, $0] }) {
            checkOffset(zone.localTime(at: Date(timeIntervalSince1970: TimeInterval(t))), "at \(t)")
        }
    }
    if let rule = PosixZoneRule(String(decoding: input, as: UTF8.self)) {
        checkRule(rule, at: instants)
    }
    return 0
}

private let maxOffset = 26 * 3600
/// 10,000 years of seconds.
private let span: Int64 = 10_000 * 366 * 86_400

private func checkOffset(_ time: ZoneRules.LocalTime, _ what: String) {
    invariant(abs(time.offset) <= maxOffset, "offset \(time.offset) \(what)")
}

private func checkRule(_ rule: PosixZoneRule, at instants: [Int64]) {
    checkOffset(rule.standard, "standard time of the rule")
    if let daylight = rule.daylight { checkOffset(daylight, "daylight time of the rule") }
    for t in instants { checkOffset(rule.localTime(at: t), "of the rule at \(t)") }
}

/// A few instants: the epoch, 2027, and ones read from the input's bytes (within ±10,000 years).
private func sampleInstants(_ input: [UInt8]) -> [Int64] {
    var instants: [Int64] = [0, 1_800_000_000]
    var index = 0
    while index + 8 <= input.count, instants.count < 6 {
        let raw = input[index..<index + 8].reduce(Int64(0)) { $0 << 8 | Int64($1) }
        instants.append(raw % span)
        index += 8
    }
    return instants
}
