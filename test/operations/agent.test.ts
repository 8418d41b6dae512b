import { lastValueFrom, tap, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ConflictError,
  JobCancelledError,
  JobFailedError,
  NotFoundError,
  ValidationError,
} from '../../src/errors/errors.js';
import type { AgentStatus } from '../../src/schemas/agent.js';
import { cleanup, failure, setupEmulator } from './emulator-fixture.js';

afterEach(cleanup);

const schema = {
  type: 'object',
  properties: { title: { type: 'string' }, plans: { type: 'array', items: { type: 'string' } } },
  required: ['title'],
};

describe('agent jobs', () => {
  it('agent() starts a job and emits its status until completed, with data shaped by the schema', async () => {
    const clock = { t: Date.parse('2026-05-01T00:00:00Z') };
    const { client, emulator } = await setupEmulator({
      credits: 10_000,
      now: () => clock.t,
      scrape: { extractMs: 3_000 },
    });
    let started = '';
    const statuses: { status: string }[] = [];
    const finished = lastValueFrom(
      client
        .agent(
          { prompt: 'The title and the plans of site-1', urls: ['https://site-1.test/'], schema },
          { onStart: (s) => (started = s.id), pollIntervalMs: 5, maxPollIntervalMs: 5 },
        )
        .pipe(
          tap((s) => statuses.push(s)),
          toArray(),
        ),
    );
    // The job runs on the emulator's clock: it is processing until the clock passes its end.
    while (statuses.length === 0) await new Promise((r) => setTimeout(r, 5));
    clock.t += 1_500;
    while (statuses.length === 1) await new Promise((r) => setTimeout(r, 5));
    clock.t += 1_500;
    await finished;
    expect(statuses.map((s) => s.status)).toEqual(['processing', 'processing', 'completed']);
    const done = statuses.at(-1) as AgentStatus;
    expect(done?.status).toBe('completed');
    expect(typeof (done?.data as { title?: unknown } | undefined)?.title).toBe('string');
    expect(done?.creditsUsed).toBeGreaterThan(0);
    // Charged once it ended: what the status says it used.
    expect(emulator.credits()).toBe(10_000 - (done?.creditsUsed ?? 0));
    // The same request gives the same data.
    const moving = setInterval(() => (clock.t += 1_000), 5);
    const again = await lastValueFrom(
      client.agent(
        { prompt: 'The title and the plans of site-1', urls: ['https://site-1.test/'], schema },
        { pollIntervalMs: 5 },
      ),
    ).finally(() => clearInterval(moving));
    expect(again.data).toEqual(done?.data);

    const trace = await lastValueFrom(client.agents.trace(started));
    const types = trace.events?.map((e) => e.type);
    expect(types?.[0]).toBe('run.started');
    expect(types?.at(-1)).toBe('run.finished');
    const artifact = trace.events?.find((e) => e.type === 'artifact.updated') as unknown as {
      artifact: { snapshotId: string };
    };
    const snapshot = await lastValueFrom(client.agents.snapshot(started, artifact.artifact.snapshotId));
    expect(JSON.parse(snapshot.snapshot ?? 'null')).toEqual(done?.data);
  });

  it('lists jobs newest first across pages; a thread keeps its runs; cancel ends a running job', async () => {
    const clock = { t: Date.parse('2026-05-01T00:00:00Z') };
    const { client } = await setupEmulator({ now: () => clock.t, scrape: { extractMs: 60_000 } });
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      ids.push((await lastValueFrom(client.agents.start({ prompt: `task ${i}` }))).id);
      clock.t += i % 3 === 0 ? 0 : 1000; // some jobs share a creation time
    }
    const listed = await lastValueFrom(client.agents.list().pipe(toArray()));
    // Every job once, newest first, although pages end among jobs of the same creation time.
    expect(listed.map((a) => a.id).sort()).toEqual([...ids].sort());
    const times = listed.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(listed.map((a) => a.id)).size).toBe(23);

    const first = await lastValueFrom(client.agents.start({ prompt: 'start a conversation' }));
    const second = await lastValueFrom(
      client.agents.start({ prompt: 'and go on', threadId: first.threadId ?? '' }),
    );
    expect(second.threadTurn).toBe(2);
    const thread = await lastValueFrom(client.agents.thread(first.threadId ?? ''));
    expect(thread.runs.map((r) => r.id)).toEqual([first.id, second.id]);

    await lastValueFrom(client.agents.cancel(second.id));
    expect((await lastValueFrom(client.agents.status(second.id))).status).toBe('cancelled');
    expect(await failure(client.agents.cancel(second.id))).toBeInstanceOf(ConflictError);
    clock.t += 120_000;
    expect((await lastValueFrom(client.agents.status(first.id))).status).toBe('completed');
  });

  it('a cancelled job ends agent() in JobCancelledError; one over its maxCredits in JobFailedError', async () => {
    const clock = { t: Date.parse('2026-05-01T00:00:00Z') };
    const { client } = await setupEmulator({ now: () => clock.t, scrape: { extractMs: 5_000 } });
    let id = '';
    const running = failure(
      client.agent({ prompt: 'long task' }, { onStart: (s) => (id = s.id), pollIntervalMs: 5 }),
    );
    while (id === '') await new Promise((r) => setTimeout(r, 5));
    await lastValueFrom(client.agents.cancel(id));
    expect(await running).toBeInstanceOf(JobCancelledError);

    const tooCheap = failure(
      client.agent(
        { prompt: 'everything about site-1', urls: ['https://site-1.test/*'], maxCredits: 1 },
        { pollIntervalMs: 5 },
      ),
    );
    await new Promise((r) => setTimeout(r, 20));
    clock.t += 10_000;
    const err = await tooCheap;
    expect(err).toBeInstanceOf(JobFailedError);
    expect((err as Error).message).toMatch(/maxCredits/);
  });

  it('refuses bad requests before sending, naming the field; self-hosted servers have no agent', async () => {
    const { client, emulator } = await setupEmulator();
    const cases: [unknown, string][] = [
      [{ prompt: '' }, 'prompt'],
      [{ prompt: 'x'.repeat(10_001) }, 'prompt'],
      [{ prompt: 'x', urls: ['not a url'] }, 'urls[0]'],
      [{ prompt: 'x', effort: 'max' }, 'effort'],
      [{ prompt: 'x', surprise: true }, 'surprise'],
    ];
    for (const [request, path] of cases) {
      const err = await failure(client.agent(request as never));
      expect(err, path).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).issues[0]?.path).toBe(path);
    }
    expect(await failure(client.agents.status('nope'))).toBeInstanceOf(ValidationError);
    expect(emulator.requests).toHaveLength(0);
    const selfHosted = await setupEmulator({ profile: 'self-hosted-2025' });
    expect(await failure(selfHosted.client.agents.start({ prompt: 'x' }))).toBeInstanceOf(NotFoundError);
  });
});
