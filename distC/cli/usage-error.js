/**
 * Bad usage or invalid input on the command line: the program prints the message (which names the flag)
 * and exits with code 2 without contacting the service.
 *
 * @example
 * ```ts
 * throw new UsageError('--limit: must be an integer ≥ 1', 'crawl');
 * ```
 */
export class UsageError extends Error {
    name = 'UsageError';
    /** The command whose `--help` the message points to, when known. */
    command;
    constructor(message, command) {
        super(message);
        this.command = command;
    }
}
