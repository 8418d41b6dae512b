/**
 * One attempt of a pipeline's run inside a worker: the program run in this process on the run's command
 * line (`run-command.ts`), with the worker's hooks (the fencing token, the start's key, the job as soon as
 * it starts, its progress, a 429), its output read back from `--json`, its messages prefixed with the
 * pipeline's name. Stopping it (`stop()`) is Ctrl-C: it writes what it received and its checkpoint.
 */
import { PassThrough } from 'node:stream';
import { destinationFor } from '../sinks/destinations.js';
import { destinationOptions } from './pipelines-file.js';
import { runArgv } from './run-command.js';
/** Starts an attempt of `pipeline`'s run. */
export function startAttempt(pipeline, attempt, settings) {
    const interrupts = stopSignal();
    const ended = (async () => {
        const mode = await attemptMode(pipeline, attempt, settings);
        settings.log(attemptLine(attempt, mode));
        const poll = settings.pollIntervalMs;
        const argv = [
            ...runArgv(pipeline, mode),
            ...(poll === undefined ? [] : ['--poll-interval', String(poll)]),
        ];
        const stdout = collected();
        let lastMessage;
        const stderr = {
            write(chunk) {
                for (const line of chunk.split('\n')) {
                    if (line.trim() === '')
                        continue;
                    lastMessage = line;
                    settings.log(line);
                }
                return true;
            },
        };
        const hooks = {
            ...settings.hooks,
            fence: attempt.fence,
            startKey: attempt.startKey,
            // Only a later attempt's start may meet a job its own key created.
            keySentAt: attempt.attempt > 1 ? attempt.keySentAt : undefined,
            ...(mode.kind === 'start' && attempt.jobId !== undefined ? { adoptJob: attempt.jobId } : {}),
        };
        const code = await settings.program(argv, {
            stdout: stdout.stream,
            stderr,
            env: settings.env,
            run: hooks,
            interruptSource: interrupts,
        });
        return { code, summary: lastJson(stdout.text()), lastMessage };
    })();
    return { ended, stop: () => interrupts.stop() };
}
/**
 * Whether the attempt continues the export of the job an earlier attempt started (the destination holds
 * it), or starts: afresh, or by adopting that job when the destination holds nothing of it yet.
 */
async function attemptMode(pipeline, attempt, settings) {
    const start = { kind: 'start', maxCredits: settings.maxCredits };
    if (attempt.jobId === undefined || pipeline.monitor)
        return start;
    const destination = destinationFor(pipeline.output, {
        options: destinationOptions(pipeline),
        env: settings.env,
    });
    const checkpoint = await destination.readCheckpoint?.(attempt.jobId);
    if (checkpoint?.jobId !== attempt.jobId)
        return start;
    return { kind: 'resume', jobId: attempt.jobId, jobKind: attempt.jobKind ?? 'crawl' };
}
/** What the attempt does, as the worker's log says it. */
function attemptLine(attempt, mode) {
    const which = `attempt ${attempt.attempt} (fencing token ${attempt.fence})`;
    if (mode.kind === 'resume')
        return `${which}: continues job ${mode.jobId} from the destination's cursor`;
    if (attempt.jobId !== undefined)
        return `${which}: exports job ${attempt.jobId}, which an earlier attempt started`;
    return `${which}: starts`;
}
/**
 * Where a run hears Ctrl-C (`CliIo.interruptSource`): `stop()` tells every listener, and a listener added
 * after it (the run had not started its command yet) hears it at once.
 */
function stopSignal() {
    const listeners = new Set();
    let stopped = false;
    return {
        on(_event, listener) {
            listeners.add(listener);
            if (stopped)
                queueMicrotask(listener);
        },
        off(_event, listener) {
            listeners.delete(listener);
        },
        stop() {
            stopped = true;
            for (const listener of listeners)
                listener();
        },
    };
}
/** A stream that keeps what is written to it. */
function collected() {
    const stream = new PassThrough();
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}
/** The last line of `text` that is a JSON object. */
function lastJson(text) {
    const lines = text.trim().split('\n').reverse();
    for (const line of lines) {
        try {
            const value = JSON.parse(line);
            if (value !== null && typeof value === 'object')
                return value;
        }
        catch {
            // Not the summary.
        }
    }
    return undefined;
}
