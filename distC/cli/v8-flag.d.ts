/**
 * Sets `flag` (`--name=value`, as Node's command line takes it) unless `execArgv` gives the same flag
 * (in Node's spelling or V8's, with underscores).
 */
export declare function setV8FlagUnlessGiven(flag: string, execArgv: readonly string[]): void;
