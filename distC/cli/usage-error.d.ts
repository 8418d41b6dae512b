/**
 * Bad usage or invalid input on the command line: the program prints the message (which names the flag)
 * and exits with code 2 without contacting the service.
 *
 * @example
 * ```ts
 * throw new UsageError('--limit: must be an integer ≥ 1', 'crawl');
 * ```
 */
export declare class UsageError extends Error {
    readonly name = "UsageError";
    /** The command whose `--help` the message points to, when known. */
    readonly command: string | undefined;
    constructor(message: string, command?: string);
}
