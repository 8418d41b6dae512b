/**
 * The document fields of the formats beyond text and json, and of `actions`, as the service fills them:
 * `attributes` (one entry per selector, with the values found), `answer` (question), `highlights`,
 * `branding`, `audio` and `video` (file URLs), and an `actions` object with what the actions produced
 * (`screenshots`, `scrapes`, `javascriptReturns`, `pdfs`). Values are a pure function of seed, page and
 * options, like everything the synthetic web renders.
 */
import type { WebContext } from './context.js';
import type { FormatRequest } from './formats.js';
import type { PageDraft } from './site-graph.js';
/** Adds the fields of the extra formats that `formats` asks for to `out`. */
export declare function addExtraFormatFields(ctx: WebContext, page: PageDraft, formats: ReadonlyMap<string, FormatRequest>, out: Record<string, unknown>): void;
/** The `actions` object of a document whose scrape ran `actions`; `undefined` when none ran. */
export declare function actionResults(ctx: WebContext, page: PageDraft, actions: unknown, html: () => string): Record<string, unknown> | undefined;
