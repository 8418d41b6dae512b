import { afterEach, describe, expect, it } from 'vitest';
import {
  type Emulator,
  requestedSeconds,
  simulateExecution,
  startEmulator,
} from '../../src/emulator/index.js';
import { api, manualClock } from './emulator-api.js';

let emulator: Emulator | undefined;

afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

describe('simulated execution', () => {
  it('reads the time code asks for from sleeps and timeouts', () => {
    expect(requestedSeconds('time.sleep(2)\nsleep(1.5)')).toBe(3.5);
    expect(requestedSeconds('await new Promise((r) => setTimeout(r, 4000))')).toBe(4);
    expect(requestedSeconds('await page.waitForTimeout(500)')).toBe(0.5);
    expect(requestedSeconds('sleep 3 && echo hi')).toBe(3);
    expect(requestedSeconds('console.log(1)')).toBe(0);
  });

  it('kills code that asks for more than its timeout, reports thrown errors with success true', () => {
    expect(simulateExecution('time.sleep(40)', 'python', 30)).toMatchObject({
      killed: true,
      exitCode: 137,
      success: false,
    });
    expect(simulateExecution('time.sleep(20)\nprint("ok")', 'python', 30)).toMatchObject({
      killed: false,
      success: true,
      stdout: 'ok\n',
      result: 'ok\n',
      exitCode: 0,
    });
    expect(simulateExecution("throw new Error('Navigation timeout')", 'node', 30)).toMatchObject({
      success: true,
      error: 'Navigation timeout',
      exitCode: 1,
    });
    expect(simulateExecution('echo "hello world"', 'bash', 30).stdout).toBe('hello world\n');
  });
});

describe('browser session routes', () => {
  it('creates, lists by status, executes, and deletes; 404 unknown, 410 destroyed', async () => {
    const clock = manualClock();
    emulator = await startEmulator({ now: clock.now });
    const created = await api(emulator, 'POST', '/v2/browser', { body: { ttl: 60, activityTtl: 30 } });
    expect(created.json.success).toBe(true);
    expect(Date.parse(created.json.expiresAt)).toBe(clock.now() + 30_000);
    const id = created.json.id;

    const killed = await api(emulator, 'POST', `/v2/browser/${id}/execute`, {
      body: { code: 'await new Promise((r) => setTimeout(r, 5000))', timeout: 2 },
    });
    expect(killed.status).toBe(200);
    expect(killed.json.killed).toBe(true);

    expect((await api(emulator, 'POST', '/v2/browser/nope/execute', { body: { code: 'x' } })).status).toBe(
      404,
    );
    const badBody = await api(emulator, 'POST', `/v2/browser/${id}/execute`, { body: { code: '' } });
    expect(badBody.status).toBe(400);

    clock.advance(61_000);
    const expired = await api(emulator, 'POST', `/v2/browser/${id}/execute`, { body: { code: 'print(1)' } });
    expect(expired.status).toBe(410);
    expect(
      (await api(emulator, 'GET', '/v2/browser?status=destroyed')).json.sessions.map(
        (s: { id: string }) => s.id,
      ),
    ).toEqual([id]);
    expect((await api(emulator, 'GET', '/v2/browser?status=active')).json.sessions).toEqual([]);
    expect((await api(emulator, 'DELETE', `/v2/browser/${id}`)).status).toBe(410);
    expect((await api(emulator, 'DELETE', '/v2/browser/unknown')).status).toBe(404);

    const second = await api(emulator, 'POST', '/v2/browser', { body: {} });
    clock.advance(90_000);
    const deleted = await api(emulator, 'DELETE', '/v2/browser', { body: { id: second.json.id } });
    expect(deleted.json).toEqual({ success: true, sessionDurationMs: 90_000, creditsBilled: 4 });
    expect((await api(emulator, 'DELETE', '/v2/browser', { body: { id: second.json.id } })).status).toBe(410);
  });
});
