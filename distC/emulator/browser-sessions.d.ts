/** A simulated remote browser session. */
export interface BrowserSession {
    id: string;
    status: 'active' | 'destroyed';
    createdAt: number;
    lastActivity: number;
    ttlSeconds: number;
    activityTtlSeconds: number;
    streamWebView: boolean;
    destroyedAt?: number;
}
/** What executing code in a session returns (the service's execution result). */
export interface ExecutionResult {
    success: boolean;
    stdout: string | null;
    result: string | null;
    stderr: string | null;
    exitCode: number | null;
    killed: boolean;
    error: string | null;
}
/** Credits billed per started minute of a session. */
export declare const CREDITS_PER_MINUTE = 2;
/**
 * The seconds a piece of code asks to run, read from the waits it contains, since no code is ever run:
 * `sleep(N)` / `time.sleep(N)` / `sleep N` count seconds; `setTimeout(fn, N)`, `waitForTimeout(N)`
 * and `wait(N)` count milliseconds. The sum is compared with the execute `timeout`.
 */
export declare function requestedSeconds(code: string): number;
/**
 * Simulates running code: output is what the code prints with string literals
 * (`console.log('x')`, `print("x")`, `echo x`); a `throw new Error('m')` or `raise X('m')` becomes
 * `error` with `success` still true and exit code 1 (as the service reports failures inside code);
 * code asking for more seconds than `timeoutSeconds` is `killed` with exit code 137.
 */
export declare function simulateExecution(code: string, language: string, timeoutSeconds: number): ExecutionResult;
/** The simulated sessions of one emulator. */
export declare class BrowserSessions {
    #private;
    constructor(newId: (timeMs: number) => string);
    /** Opens a session. */
    create(now: number, ttlSeconds: number, activityTtlSeconds: number, streamWebView: boolean): BrowserSession;
    /** A session by id, destroyed first if its TTL or activity TTL ran out. */
    get(id: string, now: number): BrowserSession | undefined;
    /** Every session, after expiry. */
    list(now: number): BrowserSession[];
    /** When the session ends by itself. */
    expiresAt(session: BrowserSession): number;
    /** Destroys a session and returns its duration and credits. */
    destroy(session: BrowserSession, now: number): {
        sessionDurationMs: number;
        creditsBilled: number;
    };
}
/** Duration and credits of a destroyed session: {@link CREDITS_PER_MINUTE} per started minute. */
export declare function billing(session: BrowserSession): {
    sessionDurationMs: number;
    creditsBilled: number;
};
