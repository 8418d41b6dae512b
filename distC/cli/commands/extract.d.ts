import type { Command, ParsedInput } from '../command.js';
/** Reads a JSON Schema file for `--schema`; a missing file or bad JSON is a usage error naming the flag. */
export declare function readSchemaFile(path: string): Promise<Record<string, unknown>>;
/** The extract request the command line describes; flags not given are left to the service. */
export declare function extractRequestFromInput({ flags, positionals, }: ParsedInput): Promise<Record<string, unknown>>;
/** `crawlstream extract <url...>`: structured data from pages, guided by a prompt and/or JSON Schema. */
export declare const extractCommand: Command;
