/** Credits billed per started minute of a session. */
export const CREDITS_PER_MINUTE = 2;
/**
 * The seconds a piece of code asks to run, read from the waits it contains, since no code is ever run:
 * `sleep(N)` / `time.sleep(N)` / `sleep N` count seconds; `setTimeout(fn, N)`, `waitForTimeout(N)`
 * and `wait(N)` count milliseconds. The sum is compared with the execute `timeout`.
 */
export function requestedSeconds(code) {
    let seconds = 0;
    for (const match of code.matchAll(/\bsleep\s*\(\s*(\d+(?:\.\d+)?)\s*\)|\bsleep\s+(\d+(?:\.\d+)?)\b/g)) {
        seconds += Number(match[1] ?? match[2]);
    }
    for (const match of code.matchAll(/\bsetTimeout\s*\([^,()]*(?:\([^()]*\))?[^,()]*,\s*(\d+)\s*\)/g)) {
        seconds += Number(match[1]) / 1000;
    }
    for (const match of code.matchAll(/\b(?:waitForTimeout|wait)\s*\(\s*(\d+)\s*\)/g)) {
        seconds += Number(match[1]) / 1000;
    }
    return seconds;
}
/**
 * Simulates running code: output is what the code prints with string literals
 * (`console.log('x')`, `print("x")`, `echo x`); a `throw new Error('m')` or `raise X('m')` becomes
 * `error` with `success` still true and exit code 1 (as the service reports failures inside code);
 * code asking for more seconds than `timeoutSeconds` is `killed` with exit code 137.
 */
export function simulateExecution(code, language, timeoutSeconds) {
    if (requestedSeconds(code) > timeoutSeconds) {
        return {
            success: false,
            stdout: '',
            result: '',
            stderr: `Execution timed out after ${timeoutSeconds}s`,
            exitCode: 137,
            killed: true,
            error: `Execution timed out after ${timeoutSeconds} seconds`,
        };
    }
    const lines = [];
    const printPattern = language === 'bash'
        ? /\becho\s+(?:"([^"]*)"|'([^']*)'|([^\n;&|]+))/g
        : /\b(?:console\.log|print)\s*\(\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`)\s*\)/g;
    for (const match of code.matchAll(printPattern))
        lines.push((match[1] ?? match[2] ?? match[3] ?? '').trim());
    const stdout = lines.length > 0 ? `${lines.join('\n')}\n` : '';
    const thrown = /\b(?:throw\s+new\s+\w*Error|raise\s+\w+)\s*\(\s*["'`]([^"'`]*)["'`]/.exec(code);
    if (thrown) {
        return {
            success: true,
            stdout,
            result: stdout,
            stderr: `Error: ${thrown[1]}\n`,
            exitCode: 1,
            killed: false,
            error: thrown[1] ?? 'Error',
        };
    }
    return { success: true, stdout, result: stdout, stderr: '', exitCode: 0, killed: false, error: null };
}
/** The simulated sessions of one emulator. */
export class BrowserSessions {
    #sessions = new Map();
    #newId;
    constructor(newId) {
        this.#newId = newId;
    }
    /** Opens a session. */
    create(now, ttlSeconds, activityTtlSeconds, streamWebView) {
        const session = {
            id: this.#newId(now),
            status: 'active',
            createdAt: now,
            lastActivity: now,
            ttlSeconds,
            activityTtlSeconds,
            streamWebView,
        };
        this.#sessions.set(session.id, session);
        return session;
    }
    /** A session by id, destroyed first if its TTL or activity TTL ran out. */
    get(id, now) {
        const session = this.#sessions.get(id);
        if (session)
            this.#expire(session, now);
        return session;
    }
    /** Every session, after expiry. */
    list(now) {
        for (const session of this.#sessions.values())
            this.#expire(session, now);
        return [...this.#sessions.values()];
    }
    /** When the session ends by itself. */
    expiresAt(session) {
        return Math.min(session.createdAt + session.ttlSeconds * 1000, session.lastActivity + session.activityTtlSeconds * 1000);
    }
    /** Destroys a session and returns its duration and credits. */
    destroy(session, now) {
        if (session.status === 'active') {
            session.status = 'destroyed';
            session.destroyedAt = now;
        }
        return billing(session);
    }
    #expire(session, now) {
        if (session.status === 'active' && now >= this.expiresAt(session)) {
            session.status = 'destroyed';
            session.destroyedAt = this.expiresAt(session);
        }
    }
}
/** Duration and credits of a destroyed session: {@link CREDITS_PER_MINUTE} per started minute. */
export function billing(session) {
    const sessionDurationMs = Math.max(0, (session.destroyedAt ?? session.createdAt) - session.createdAt);
    const creditsBilled = Math.max(1, Math.ceil(sessionDurationMs / 60_000)) * CREDITS_PER_MINUTE;
    return { sessionDurationMs, creditsBilled };
}
