import { string } from './scrape-option-flags.js';
import { UsageError } from './usage-error.js';
export const requestFlag = {
    type: 'string',
    value: 'JSON',
    description: "the request as JSON in the service's field names; arguments and flags add to it",
};
/** The object `--request` holds, or `{}`; anything but a JSON object is a usage error. */
export function requestFromFlag(flags, command) {
    const text = string(flags.request);
    if (text === undefined)
        return {};
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new UsageError(`--request: not JSON: ${err.message}`, command);
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        throw new UsageError('--request: must be a JSON object of the request fields', command);
    return value;
}
