import { readFileSync } from 'node:fs';
/**
 * The package version, read once from package.json (two levels up from both `src/http` and
 * `dist/http`), for the `User-Agent` header.
 */
export const VERSION = readVersion();
function readVersion() {
    try {
        const raw = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
        const version = JSON.parse(raw).version;
        return typeof version === 'string' ? version : '0.0.0';
    }
    catch {
        return '0.0.0';
    }
}
/** `User-Agent` sent with every request. */
export const USER_AGENT = `crawlstream/${VERSION}`;
