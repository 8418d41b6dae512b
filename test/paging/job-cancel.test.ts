/** The one cancel of a job, against the emulator: cancelled, or `ended` for a job that had already ended. */
import { afterEach, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../src/errors/errors.js';
import { createTransport } from '../../src/http/transport.js';
import { sendJobCancel } from '../../src/paging/job-cancel.js';
import { cleanup, setupEmulator } from '../operations/emulator-fixture.js';

afterEach(cleanup);

describe('sendJobCancel', () => {
  it('cancels a running job, says ended for a finished one, and throws anything else', async () => {
    const { emulator } = await setupEmulator({ scrape: { pagesPerSecond: 1, concurrency: 1 } });
    const transport = createTransport({ apiKey: emulator.apiKey, apiUrl: emulator.url, maxRetries: 0 });
    try {
      const running = emulator.createCompletedCrawl({ pages: 3, sizes: 100 });
      const done = await sendJobCancel(transport, 'crawl', running);
      expect(done.outcome).toBe('ended');
      expect(done.outcome === 'ended' && done.error).toBeInstanceOf(ConflictError);
      const started = await transport.json<{ id: string }>({
        method: 'POST',
        path: '/v2/crawl',
        body: { url: 'https://site-1.test', limit: 50 },
      });
      expect(await sendJobCancel(transport, 'crawl', started.data.id)).toMatchObject({
        outcome: 'cancelled',
        answer: { status: 'cancelled' },
      });
      await expect(
        sendJobCancel(transport, 'crawl', '00000000-0000-4000-8000-000000000000'),
      ).rejects.toBeInstanceOf(NotFoundError);
    } finally {
      await transport.close();
    }
  });
});
