import { hash32 } from './prng.js';
import type { JsonSchema, SyntheticPage } from './types.js';

type Schema = { [key: string]: unknown };

/** What a fill reads besides the schema. */
export interface FillContext {
  readonly options: { readonly seed: number };
}

/** The result of {@link fillSchemaWithSources}. */
export interface FillResult {
  value: unknown;
  /** For each top-level property (or `*`), the URLs of the pages its value came from. */
  sources: Record<string, string[]>;
}

/** What extract returns when no schema is given: a summary and one item per page. */
export const DEFAULT_EXTRACT_SCHEMA: Schema = {
  type: 'object',
  properties: {
    summary: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          url: { type: 'string', format: 'uri' },
          title: { type: 'string' },
          description: { type: 'string' },
          keywords: { type: 'array', items: { type: 'string' } },
        },
        required: ['url', 'title'],
      },
    },
  },
  required: ['summary', 'items'],
};

/** Fills a JSON Schema with values read from pages (first page first); see {@link fillSchemaWithSources}. */
export function fillSchema(
  schema: JsonSchema | unknown,
  pages: readonly SyntheticPage[],
  ctx: FillContext,
): unknown {
  return fillSchemaWithSources(schema, pages, ctx).value;
}

/**
 * Builds a value that follows `schema` from the facts of `pages`: each property is filled by what its name
 * asks for (a `price` from the page's price, an `email` from its contact address, a `title` from its title,
 * ...), arrays of objects take one page per item, enums pick the value the page mentions (else a stable one),
 * and `minimum`/`maximum`/`minLength`/`maxLength`/`minItems`/`maxItems`/`multipleOf` are respected.
 * `$ref` to `#/$defs` or `#/definitions`, `anyOf`/`oneOf` (first non-null branch) and `allOf` are followed.
 */
export function fillSchemaWithSources(
  schema: JsonSchema | unknown,
  pages: readonly SyntheticPage[],
  ctx: FillContext,
): FillResult {
  const root = (typeof schema === 'object' && schema !== null ? schema : DEFAULT_PAGE_SCHEMA) as Schema;
  const state: State = { root, pages, seed: ctx.options.seed, sources: new Map() };
  const value = fill(state, root, '', 0, false, '*', 0);
  const sources: Record<string, string[]> = {};
  for (const [key, urls] of state.sources) sources[key] = [...urls];
  return { value, sources };
}

const DEFAULT_PAGE_SCHEMA: Schema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    description: { type: 'string' },
    url: { type: 'string', format: 'uri' },
    keywords: { type: 'array', items: { type: 'string' } },
  },
};

interface State {
  root: Schema;
  pages: readonly SyntheticPage[];
  seed: number;
  sources: Map<string, Set<string>>;
}

const MAX_DEPTH = 12;

function resolve(state: State, schema: unknown): Schema {
  let s = (typeof schema === 'object' && schema !== null ? schema : {}) as Schema;
  for (let hops = 0; typeof s.$ref === 'string' && hops < 16; hops++) {
    const m = /^#\/(\$defs|definitions)\/(.+)$/.exec(s.$ref);
    const defs = m ? (state.root[m[1] ?? ''] as Record<string, unknown> | undefined) : undefined;
    s = ((m && defs?.[m[2] ?? '']) as Schema | undefined) ?? {};
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = s[key];
    if (Array.isArray(branches) && branches.length > 0) {
      const pick = branches.find((b) => (b as Schema)?.type !== 'null') ?? branches[0];
      const { [key]: _drop, ...rest } = s;
      s = { ...rest, ...resolve(state, pick) };
    }
  }
  if (Array.isArray(s.allOf)) {
    const { allOf, ...rest } = s;
    let merged: Schema = rest;
    for (const part of allOf) {
      const r = resolve(state, part);
      merged = {
        ...merged,
        ...r,
        properties: { ...(merged.properties as object), ...(r.properties as object) },
        required: [...((merged.required as string[]) ?? []), ...((r.required as string[]) ?? [])],
      };
    }
    s = merged;
  }
  return s;
}

function typeOf(s: Schema): string {
  const t = s.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) return (t.find((x) => x !== 'null') as string | undefined) ?? 'null';
  if (s.properties) return 'object';
  if (s.items) return 'array';
  if (Array.isArray(s.enum) && s.enum.length > 0) return typeof s.enum[0] === 'number' ? 'number' : 'string';
  return 'string';
}

function fill(
  state: State,
  raw: unknown,
  key: string,
  pageIndex: number,
  scoped: boolean,
  top: string,
  depth: number,
): unknown {
  const s = resolve(state, raw);
  const page = state.pages[pageIndex % Math.max(1, state.pages.length)];
  const type = typeOf(s);
  if (page && type !== 'object' && type !== 'array') {
    // Sources are recorded where a value is read from a page: at the leaves.
    let set = state.sources.get(top);
    if (!set) {
      set = new Set();
      state.sources.set(top, set);
    }
    set.add(page.url);
  }
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return pickEnum(state, s.enum, page, key);
  if (depth > MAX_DEPTH) return type === 'array' ? [] : type === 'object' ? {} : scalarDefault(type);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = (s.properties ?? {}) as Record<string, unknown>;
      for (const [name, sub] of Object.entries(props)) {
        out[name] = fill(state, sub, name, pageIndex, scoped, top === '*' ? name : top, depth + 1);
      }
      return out;
    }
    case 'array': {
      const count = arrayCount(s, key, page, scoped, state.pages.length);
      const items: unknown[] = [];
      for (let k = 0; k < count; k++) {
        // Outside a page scope each item is its own page; inside one, items walk the page's own lists.
        const itemPage = scoped ? pageIndex : pageIndex + k;
        items.push(fill(state, s.items ?? {}, `${key}#${k}`, itemPage, true, top, depth + 1));
      }
      return items;
    }
    case 'string':
      return fitString(s, stringFor(s, key, page, state));
    case 'integer':
    case 'number':
      return fitNumber(s, numberFor(key, page, state), type === 'integer');
    case 'boolean':
      return booleanFor(key, page, state);
    case 'null':
      return null;
    default:
      return stringFor(s, key, page, state);
  }
}

function scalarDefault(type: string): unknown {
  return type === 'number' || type === 'integer'
    ? 0
    : type === 'boolean'
      ? false
      : type === 'null'
        ? null
        : '';
}

function pickEnum(state: State, values: unknown[], page: SyntheticPage | undefined, key: string): unknown {
  if (page) {
    const text =
      `${page.title} ${page.keywords.join(' ')} ${page.language} ${page.category ?? ''} ${page.hostKind}`
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u);
    const words = new Set(text);
    const hit = values.find((v) => typeof v === 'string' && words.has(v.toLowerCase()));
    if (hit !== undefined) return hit;
  }
  return values[hash32(state.seed, key, page?.url ?? '') % values.length];
}

function arrayCount(
  s: Schema,
  key: string,
  page: SyntheticPage | undefined,
  scoped: boolean,
  pageCount: number,
): number {
  const min = typeof s.minItems === 'number' ? s.minItems : 0;
  const max = typeof s.maxItems === 'number' ? s.maxItems : Number.POSITIVE_INFINITY;
  const k = key.toLowerCase();
  let n: number;
  if (!scoped) n = pageCount;
  else if (/keyword|tag|topic/.test(k)) n = page?.keywords.length ?? 0;
  else if (/image|photo|picture/.test(k)) n = page?.images.length ?? 0;
  else if (/link|url/.test(k)) n = Math.min(5, page?.links.length ?? 0);
  else n = 3;
  return Math.max(min, Math.min(max, n));
}

function itemIndex(key: string): number {
  const m = /#(\d+)$/.exec(key);
  return m ? Number(m[1]) : 0;
}

function baseKey(key: string): string {
  return key.replace(/#\d+$/, '').toLowerCase();
}

function stringFor(s: Schema, key: string, page: SyntheticPage | undefined, state: State): string {
  if (!page) return '';
  const k = baseKey(key);
  const i = itemIndex(key);
  const format = typeof s.format === 'string' ? s.format : '';
  const f = page.facts;
  if (/image|photo|picture|logo/.test(k))
    return page.images[i % Math.max(1, page.images.length)]?.url ?? page.url;
  if (format === 'email' || /e-?mail|contact/.test(k)) return String(f.email);
  if (format === 'uri' || format === 'url' || /url|link|href|website|homepage/.test(k)) {
    return i > 0 || /link/.test(k) ? (page.links[i % Math.max(1, page.links.length)] ?? page.url) : page.url;
  }
  if (format === 'date-time') return page.publishedAt;
  if (format === 'date' || /date|published|updated|created|time/.test(k))
    return page.publishedAt.slice(0, 10);
  if (/author|writer|person|owner/.test(k)) return page.author;
  if (/company|organi[sz]ation|brand|site|publisher|vendor/.test(k)) return page.site;
  if (/keyword|tag|topic|category/.test(k)) return page.keywords[i % Math.max(1, page.keywords.length)] ?? '';
  if (/lang|locale/.test(k)) return page.language;
  if (/title|headline|name|heading|label/.test(k)) return page.title;
  if (/sku|\bid\b|code|identifier/.test(k) || k === 'id') return String(f.sku);
  if (/version|release/.test(k)) return String(f.version);
  if (/city|location|address|place|country/.test(k)) return String(f.city);
  if (/price|cost|amount/.test(k)) return `$${Number(f.price).toFixed(2)}`;
  if (/host|domain/.test(k)) return page.host;
  void state;
  return page.description;
}

function fitString(s: Schema, value: string): string {
  let out = value;
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  while (out.length < min) out += out.length > 0 ? ` ${value || 'x'}` : 'x';
  if (typeof s.maxLength === 'number' && out.length > s.maxLength) out = out.slice(0, s.maxLength);
  return out;
}

function numberFor(key: string, page: SyntheticPage | undefined, state: State): number {
  if (!page) return 0;
  const k = baseKey(key);
  const f = page.facts;
  if (/price|cost|amount/.test(k)) return Number(f.price);
  if (/rating|score|stars/.test(k)) return Number(f.rating);
  if (/employee|staff|headcount|people/.test(k)) return Number(f.employees);
  if (/year/.test(k)) return Number(page.publishedAt.slice(0, 4));
  if (/status/.test(k)) return page.statusCode;
  if (/image/.test(k)) return page.images.length;
  if (/link|count|number|total/.test(k)) return page.links.length;
  if (/word|length|size|char/.test(k)) return page.size;
  if (/version|major/.test(k)) return Number(String(f.version).split('.')[0]);
  return (hash32(state.seed, k, page.url) % 100) + 1;
}

function fitNumber(s: Schema, value: number, integer: boolean): number {
  let v = integer ? Math.round(value) : value;
  const num = (x: unknown) => (typeof x === 'number' ? x : undefined);
  const min = num(s.minimum);
  const max = num(s.maximum);
  const xmin = num(s.exclusiveMinimum);
  const xmax = num(s.exclusiveMaximum);
  const step = integer ? 1 : 0.01;
  if (min !== undefined && v < min) v = min;
  if (xmin !== undefined && v <= xmin) v = integer ? Math.floor(xmin) + 1 : xmin + step;
  if (max !== undefined && v > max) v = max;
  if (xmax !== undefined && v >= xmax) v = integer ? Math.ceil(xmax) - 1 : xmax - step;
  const multipleOf = num(s.multipleOf);
  if (multipleOf !== undefined && multipleOf > 0) {
    v = Math.round(v / multipleOf) * multipleOf;
    if (max !== undefined && v > max) v -= multipleOf;
    if (min !== undefined && v < min) v += multipleOf;
    // Undo the float error of the division so a validator sees an exact multiple.
    v = Number(v.toPrecision(12));
  }
  return integer ? Math.round(v) : v;
}

function booleanFor(key: string, page: SyntheticPage | undefined, state: State): boolean {
  if (!page) return false;
  const k = baseKey(key);
  if (/stock|available/.test(k)) return Boolean(page.facts.inStock);
  if (/pdf/.test(k)) return page.path.endsWith('.pdf');
  if (/error|fail|broken|missing/.test(k)) return page.statusCode !== 200;
  if (/image/.test(k)) return page.images.length > 0;
  return hash32(state.seed, k, page.url) % 2 === 0;
}
