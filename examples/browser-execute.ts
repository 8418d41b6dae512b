/**
 * Run code in a remote browser session, then delete the session. Code that fails inside the session is
 * reported as a BrowserExecutionError carrying the run's output, even when the service says `success: true`.
 * Run: npx tsx examples/browser-execute.ts
 */
import { lastValueFrom } from 'rxjs';
import { BrowserExecutionError } from '../src/index.js';
import { connect } from './connect.js';

const { client, close } = await connect();
try {
  const session = await lastValueFrom(client.browser.create({ ttl: 120 }));
  console.log(`session ${session.id}`);
  try {
    const ok = await lastValueFrom(
      client.browser.execute(session.id, {
        code: "await page.goto('https://example.com'); console.log('page loaded');",
        language: 'node',
        timeout: 30,
      }),
    );
    console.log(`stdout: ${ok.stdout?.trim()}`);

    await lastValueFrom(
      client.browser.execute(session.id, { code: "throw new Error('selector not found')" }),
    ).catch((error: unknown) => {
      if (!(error instanceof BrowserExecutionError)) throw error;
      console.log(`failed as expected: ${error.result.error}`);
    });
  } finally {
    const deleted = await lastValueFrom(client.browser.delete(session.id));
    console.log(`deleted after ${deleted.sessionDurationMs} ms, ${deleted.creditsBilled} credits`);
  }
} finally {
  await close();
}
