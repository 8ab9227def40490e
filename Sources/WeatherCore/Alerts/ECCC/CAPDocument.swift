import CXML2
import FoundationEssentials

/// Reads a CAP 1.2 XML document (ECCC's Datamart files) with the system's libxml2. The parser never touches the
/// network, loads no DTD and substitutes no entities (no XML_PARSE_NOENT, no XML_PARSE_DTDLOAD), and a document
/// with a DOCTYPE is refused (CAP has none): a hostile file cannot make it read files or URLs or grow in size. Elements are matched by local name inside the CAP 1.2
/// namespace; unknown ones are ignored. All text is cleaned of control characters and escape sequences.
enum CAPDocument {
    static let namespace = "urn:oasis:names:tc:emergency:cap:1.2"

    /// Larger than any real alert (the largest seen is 55 KB): a bigger body is refused before parsing.
    static let maximumSize = 4 << 20

    /// The alert in `data`, or `.malformedResponse` when it is not well-formed XML or not a CAP 1.2 `alert`.
    static func decode(_ data: Data) throws(WeatherError) -> CAPAlert {
        guard data.count <= maximumSize else { throw .malformedResponse(detail: "CAP alert too large") }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = data.withUnsafeBytes { bytes -> xmlDocPtr? in
            guard let base = bytes.baseAddress else { return nil }
            return xmlReadMemory(base.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, nil, options)
        }
        guard let document else { throw .malformedResponse(detail: "not well-formed XML") }
        defer { xmlFreeDoc(document) }
        // Entities are declared only in a DTD: without one there is nothing to expand when text is read.
        guard document.pointee.intSubset == nil, document.pointee.extSubset == nil else {
            throw .malformedResponse(detail: "CAP alert with a DOCTYPE")
        }
        guard let root = xmlDocGetRootElement(document), Node(root).isCAP("alert") else {
            throw .malformedResponse(detail: "not a CAP 1.2 alert")
        }
        return alert(Node(root))
    }

    private static func alert(_ node: Node) -> CAPAlert {
        CAPAlert(
            identifier: CAPText.line(node.text("identifier")) ?? "",
            sender: CAPText.line(node.text("sender")) ?? "",
            sent: WeatherAlert.date(node.text("sent")),
            status: CAPText.line(node.text("status")) ?? "",
            messageType: CAPText.line(node.text("msgType")) ?? "",
            infos: node.children("info").compactMap(info),
            references: CAPAlert.referencedIdentifiers(node.text("references")))
    }

    /// Nil without an event: there is nothing to show then.
    private static func info(_ node: Node) -> CAPInfo? {
        guard let event = CAPText.line(node.text("event")) else { return nil }
        return CAPInfo(
            language: CAPText.line(node.text("language")) ?? "", event: event,
            headline: CAPText.line(node.text("headline")),
            responseTypes: node.children("responseType").compactMap { CAPText.line($0.content) },
            urgency: CAPText.line(node.text("urgency")) ?? "Unknown",
            severity: CAPText.line(node.text("severity")) ?? "Unknown",
            certainty: CAPText.line(node.text("certainty")) ?? "Unknown",
            effective: WeatherAlert.date(node.text("effective")), onset: WeatherAlert.date(node.text("onset")),
            expires: WeatherAlert.date(node.text("expires")),
            senderName: CAPText.line(node.text("senderName")) ?? "",
            description: CAPText.paragraphs(node.text("description")),
            instruction: CAPText.paragraphs(node.text("instruction")),
            parameters: node.children("parameter").compactMap { parameter in
                guard let name = CAPText.line(parameter.text("valueName")) else { return nil }
                return CAPParameter(name: name, value: CAPText.line(parameter.text("value")) ?? "")
            },
            areas: node.children("area").map(area))
    }

    private static func area(_ node: Node) -> CAPArea {
        var geocodes: [String: String] = [:]
        for geocode in node.children("geocode") {
            if let name = CAPText.line(geocode.text("valueName")), geocodes[name] == nil {
                geocodes[name] = CAPText.line(geocode.text("value")) ?? ""
            }
        }
        return CAPArea(
            areaDesc: CAPText.line(node.text("areaDesc")) ?? "",
            polygons: node.children("polygon").compactMap { polygon($0.content) }, geocodes: geocodes)
    }

    /// CAP's polygon: "lat,lon lat,lon …", at least four pairs, the first repeated last. Nil when any pair is not
    /// a point on the globe or the ring is too short (the area is kept, without that outline).
    static func polygon(_ text: String) -> [GeoPoint]? {
        var ring: [GeoPoint] = []
        for pair in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
            let parts = pair.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
                abs(latitude) <= 90, abs(longitude) <= 180
            else { return nil }
            ring.append(GeoPoint(longitude: longitude, latitude: latitude))
        }
        return ring.count >= 4 ? ring : nil
    }

    /// An element of the parsed tree, valid while its document is.
    private struct Node {
        let pointer: xmlNodePtr

        init(_ pointer: xmlNodePtr) { self.pointer = pointer }

        func isCAP(_ name: String) -> Bool {
            guard pointer.pointee.type == XML_ELEMENT_NODE, let ns = pointer.pointee.ns, let href = ns.pointee.href
            else { return false }
            return String(cString: href) == CAPDocument.namespace && String(cString: pointer.pointee.name) == name
        }

        /// The CAP elements named `name` directly inside this one.
        func children(_ name: String) -> [Node] {
            var found: [Node] = []
            var child = pointer.pointee.children
            while let current = child {
                if Node(current).isCAP(name) { found.append(Node(current)) }
                child = current.pointee.next
            }
            return found
        }

        /// The text of the first child element named `name`, or nil when there is none.
        func text(_ name: String) -> String? { children(name).first?.content }

        /// All the text inside the element (entities are left as written, never expanded).
        var content: String {
            guard let text = xmlNodeGetContent(pointer) else { return "" }
            defer { lw_xml_free(text) }
            return String(cString: text)
        }
    }
}
