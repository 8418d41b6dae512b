const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Builds a UUID version 7 (48-bit millisecond timestamp, then random bits) as the service issues job
 * ids. The random bits come from the given seeded source so ids are reproducible for one seed and clock.
 */
export function uuidV7(timeMs, random) {
    const bytes = new Uint8Array(16);
    let ts = Math.max(0, Math.floor(timeMs));
    for (let i = 5; i >= 0; i--) {
        bytes[i] = ts % 256;
        ts = Math.floor(ts / 256);
    }
    for (let i = 6; i < 16; i++)
        bytes[i] = Math.floor(random() * 256);
    bytes[6] = 0x70 | ((bytes[6] ?? 0) & 0x0f);
    bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
    const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/** Whether `value` has the textual shape of a UUID (any version), as the service checks path ids. */
export function isUuid(value) {
    return UUID_PATTERN.test(value);
}
