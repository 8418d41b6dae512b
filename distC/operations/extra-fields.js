import { ValidationError } from '../errors/errors.js';
/** `body` (already validated against `schema`) with `options.extraFields` added. */
export function withExtraFields(body, options, schema, label) {
    const extra = options.extraFields;
    if (extra === undefined)
        return body;
    const shape = schema.shape ?? {};
    const known = Object.keys(extra).filter((key) => Object.hasOwn(shape, key));
    if (known.length > 0) {
        const issues = known.map((key) => ({
            path: `extraFields.${key}`,
            rule: 'known_field',
            message: `${key} is a field of the ${label}; set it in the request, where it is checked`,
        }));
        throw new ValidationError(`Invalid ${label}: ${issues.map((i) => `${i.path}: ${i.message} (${i.rule})`).join('; ')}. Fix these fields; nothing was sent.`, issues);
    }
    return { ...body, ...extra };
}
