import { strings } from './scrape-option-flags.js';
import { UsageError } from './usage-error.js';
/** `--field KEY=VALUE`: the command line's form of the library's `extraFields` option. */
export const extraFieldFlag = {
    type: 'string',
    multiple: true,
    value: 'KEY=VALUE',
    description: 'send a top-level body field this release does not know, unchecked; VALUE is JSON, or else a string',
};
/**
 * The `extraFields` option the `--field` flags describe, or `undefined` when none was given. A value that
 * parses as JSON is sent as that value (`--field depth=2`, `--field 'opts={"a":1}'`), any other as a string.
 */
export function extraFieldsFromFlags(flags) {
    const given = strings(flags.field);
    if (!given)
        return undefined;
    const fields = {};
    for (const item of given) {
        const at = item.indexOf('=');
        const key = at > 0 ? item.slice(0, at).trim() : '';
        if (key === '')
            throw new UsageError(`--field: must be KEY=VALUE (got "${item}")`);
        const raw = item.slice(at + 1);
        let value = raw;
        try {
            value = JSON.parse(raw);
        }
        catch {
            // Not JSON: the text itself.
        }
        fields[key] = value;
    }
    return fields;
}
