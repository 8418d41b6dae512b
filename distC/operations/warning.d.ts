import type { ExtraFieldsOption } from './extra-fields.js';
/** Options of operations whose responses can carry a service warning (scrape, search, map, extract). */
export interface WarningOptions extends ExtraFieldsOption {
    /**
     * Called with each warning the service attached to a response (a `warning` field, or the `Warning` /
     * `Deprecation` headers). A warning never fails the operation.
     * @default emits a Node.js process warning (code `CRAWLSTREAM_SERVICE_WARNING`), printed on stderr
     */
    onWarning?: ((warning: string) => void) | undefined;
}
/** Hands a warning to `onWarning`, or to `process.emitWarning` when no callback was given. */
export declare function surfaceWarning(warning: string | null | undefined, options: WarningOptions, where: string): void;
