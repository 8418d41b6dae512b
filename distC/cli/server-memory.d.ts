/** What is known of one server. */
export interface ServerFacts {
    changeTracking?: {
        supported: boolean;
        found: string;
        checkedAt: string;
    };
}
/** The memory file, or `undefined` when memory is off. */
export declare function serverMemoryFile(env: NodeJS.ProcessEnv): string | undefined;
/** What is remembered of `server`, if anything. */
export declare function recallServer(env: NodeJS.ProcessEnv, server: string): Promise<ServerFacts | undefined>;
/** Adds `facts` to what is remembered of `server`; returns the file, or `undefined` when nothing was kept. */
export declare function rememberServer(env: NodeJS.ProcessEnv, server: string, facts: ServerFacts): Promise<string | undefined>;
/** Keeps what a probe found of `server`'s change tracking, with the time; returns the file, if kept. */
export declare function rememberChangeTracking(env: NodeJS.ProcessEnv, server: string, found: {
    supported: boolean;
    found: string;
}): Promise<string | undefined>;
