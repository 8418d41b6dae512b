/**
 * Reads the few fields S3 answers carry from their XML: flat, known element names, no attributes needed.
 * Not a general XML parser.
 */
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(text) {
    return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, name) => {
        if (name.startsWith('#x'))
            return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
        if (name.startsWith('#'))
            return String.fromCodePoint(Number(name.slice(1)));
        return ENTITIES[name] ?? '';
    });
}
/** The text of the first `<name>` element, decoded; `undefined` when there is none. */
export function xmlField(xml, name) {
    const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
    return match ? decode(match[1] ?? '') : undefined;
}
/** The inner XML of every `<name>` element. */
export function xmlItems(xml, name) {
    return [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((m) => m[1] ?? '');
}
/** Several fields of one item at once. */
export function xmlFields(xml, names) {
    const out = {};
    for (const name of names) {
        const value = xmlField(xml, name);
        if (value !== undefined)
            out[name] = value;
    }
    return out;
}
