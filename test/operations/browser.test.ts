import { lastValueFrom, toArray } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserExecutionError, GoneError, NotFoundError, ValidationError } from '../../src/errors/errors.js';
import { cleanup, failure, setupEmulator } from './emulator-fixture.js';

afterEach(cleanup);

describe('browser', () => {
  it('creates, lists, executes and deletes a session (path form)', async () => {
    const { client } = await setupEmulator();
    const session = await lastValueFrom(client.browser.create({ ttl: 120 }));
    expect(session.id).toMatch(/[0-9a-f-]{36}/);
    expect(typeof session.cdpUrl).toBe('string');
    const active = await lastValueFrom(client.browser.list({ status: 'active' }).pipe(toArray()));
    expect(active.map((s) => s.id)).toContain(session.id);

    const result = await lastValueFrom(client.browser.execute(session.id, { code: "console.log('hello')" }));
    expect(result.success).toBe(true);
    expect(result.stdout).toBe('hello\n');
    expect(result.error ?? null).toBeNull();

    const deleted = await lastValueFrom(client.browser.delete(session.id));
    expect(deleted.success).toBe(true);
    expect(typeof deleted.sessionDurationMs).toBe('number');
    const destroyed = await lastValueFrom(client.browser.list({ status: 'destroyed' }).pipe(toArray()));
    expect(destroyed.map((s) => s.id)).toContain(session.id);
  });

  it('deletes with the body form DELETE /v2/browser {id}', async () => {
    const { emulator, client } = await setupEmulator();
    const session = await lastValueFrom(client.browser.create());
    const deleted = await lastValueFrom(client.browser.delete(session.id, { form: 'body' }));
    expect(deleted.success).toBe(true);
    const request = emulator.requests.find((r) => r.method === 'DELETE');
    expect(request?.path).toBe('/v2/browser');
    // A second delete of a destroyed session is 410.
    expect(await failure(client.browser.delete(session.id, { form: 'body' }))).toBeInstanceOf(GoneError);
  });

  it('reports success:true with error set as a BrowserExecutionError carrying the result', async () => {
    const { client } = await setupEmulator();
    const session = await lastValueFrom(client.browser.create());
    const err = await failure(
      client.browser.execute(session.id, { code: "console.log('a'); throw new Error('navigation timeout')" }),
    );
    expect(err).toBeInstanceOf(BrowserExecutionError);
    const e = err as BrowserExecutionError;
    expect(e.result.success).toBe(true);
    expect(e.result.error).toBe('navigation timeout');
    expect(e.result.stdout).toBe('a\n');
    expect(e.sessionId).toBe(session.id);
    expect(e.message).toMatch(/navigation timeout/);
  });

  it('reports a run killed at its time limit (success:false) as a BrowserExecutionError', async () => {
    const { client } = await setupEmulator();
    const session = await lastValueFrom(client.browser.create());
    const err = await failure(
      client.browser.execute(session.id, { code: 'await sleep(5)', language: 'node', timeout: 1 }),
    );
    expect(err).toBeInstanceOf(BrowserExecutionError);
    expect((err as BrowserExecutionError).result.killed).toBe(true);
    expect((err as BrowserExecutionError).message).toMatch(/time limit/);
  });

  it('unknown session is NotFoundError, destroyed one GoneError, bad input ValidationError', async () => {
    const { emulator, client } = await setupEmulator();
    expect(
      await failure(client.browser.execute('0195f0c8-0000-7000-8000-00000000abcd', { code: 'x' })),
    ).toBeInstanceOf(NotFoundError);
    const session = await lastValueFrom(client.browser.create());
    await lastValueFrom(client.browser.delete(session.id));
    expect(await failure(client.browser.execute(session.id, { code: 'x' }))).toBeInstanceOf(GoneError);
    const before = emulator.requests.length;
    expect(await failure(client.browser.execute(session.id, { code: '' }))).toBeInstanceOf(ValidationError);
    expect(await failure(client.browser.create({ ttl: 5 }))).toBeInstanceOf(ValidationError);
    expect(emulator.requests).toHaveLength(before);
  });
});
