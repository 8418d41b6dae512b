/**
 * `--request JSON`: a job's request as the service names its fields (`{"limit": 500, "scrapeOptions":
 * {...}}`), for options no flag spells; the URL arguments and the other flags are added to it, a flag
 * winning over the same field. A pipelines file's job runs this way.
 */
import type { FlagSpec, ParsedInput } from './command.js';
export declare const requestFlag: FlagSpec;
/** The object `--request` holds, or `{}`; anything but a JSON object is a usage error. */
export declare function requestFromFlag(flags: ParsedInput['flags'], command: string): Record<string, unknown>;
