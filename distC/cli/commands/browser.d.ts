import type { Command, ParsedInput } from '../command.js';
/** The body of `browser execute` from `--code` or `--file`, `--language` and `--timeout`. */
export declare function executeRequestFromInput(flags: ParsedInput['flags']): Promise<{
    code: string;
    language?: 'node' | 'python' | 'bash';
    timeout?: number;
}>;
/** `crawlstream browser create|list|execute|delete`: remote browser sessions. */
export declare const browserCommand: Command;
