const TYPES = new Set([
    'string',
    'number',
    'integer',
    'boolean',
    'object',
    'array',
    'null',
]);
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_VALUES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The problems of one schema node and everything below it. */
function problems(node, path, out) {
    if (typeof node === 'boolean')
        return;
    if (!isObject(node)) {
        out.push({ path, message: 'must be a JSON Schema (an object or a boolean)' });
        return;
    }
    const type = node.type;
    const types = Array.isArray(type) ? type : type === undefined ? [] : [type];
    if (types.some((t) => typeof t !== 'string' || !TYPES.has(t))) {
        out.push({ path: [...path, 'type'], message: `must name JSON types (${[...TYPES].join(', ')})` });
    }
    if (node.required !== undefined &&
        !(Array.isArray(node.required) && node.required.every((r) => typeof r === 'string'))) {
        out.push({ path: [...path, 'required'], message: 'must be a list of property names' });
    }
    if (node.enum !== undefined && !Array.isArray(node.enum)) {
        out.push({ path: [...path, 'enum'], message: 'must be a list' });
    }
    const properties = node.properties;
    const named = isObject(properties) && Object.keys(properties).length > 0;
    if (node.additionalProperties === true && !named) {
        out.push({
            path: [...path, 'additionalProperties'],
            message: 'an object that allows any key must name its properties (the service refuses additionalProperties: true without properties)',
        });
    }
    for (const key of SCHEMA_MAPS) {
        const map = node[key];
        if (map === undefined)
            continue;
        if (!isObject(map))
            out.push({ path: [...path, key], message: 'must be an object of schemas' });
        else
            for (const [name, child] of Object.entries(map))
                problems(child, [...path, key, name], out);
    }
    for (const key of SCHEMA_LISTS) {
        const list = node[key];
        if (list === undefined)
            continue;
        if (!Array.isArray(list))
            out.push({ path: [...path, key], message: 'must be a list of schemas' });
        else
            for (const [i, child] of list.entries())
                problems(child, [...path, key, i], out);
    }
    for (const key of SCHEMA_VALUES) {
        const child = node[key];
        if (child === undefined)
            continue;
        if (key === 'items' && Array.isArray(child)) {
            for (const [i, item] of child.entries())
                problems(item, [...path, key, i], out);
        }
        else {
            problems(child, [...path, key], out);
        }
    }
}
/** Adds an issue for every rule the service's JSON Schema checks would break. */
export function checkJsonSchema(schema, ctx) {
    const out = [];
    problems(schema, [], out);
    for (const issue of out)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: schema });
}
