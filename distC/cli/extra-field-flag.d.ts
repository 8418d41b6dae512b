import type { FlagSpec, ParsedInput } from './command.js';
/** `--field KEY=VALUE`: the command line's form of the library's `extraFields` option. */
export declare const extraFieldFlag: FlagSpec;
/**
 * The `extraFields` option the `--field` flags describe, or `undefined` when none was given. A value that
 * parses as JSON is sent as that value (`--field depth=2`, `--field 'opts={"a":1}'`), any other as a string.
 */
export declare function extraFieldsFromFlags(flags: ParsedInput['flags']): Record<string, unknown> | undefined;
