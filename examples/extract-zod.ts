/**
 * Extract structured data with a zod schema: it is sent as JSON Schema and the result comes back parsed and
 * typed by the same schema.
 * Run: npx tsx examples/extract-zod.ts
 */
import { lastValueFrom } from 'rxjs';
import { z } from 'zod';
import { connect } from './connect.js';

const Page = z.object({
  title: z.string(),
  description: z.string().optional(),
});

const { client, site, close } = await connect({ scrape: { extractMs: 50 } });
try {
  const result = await lastValueFrom(
    client.extract(
      {
        urls: [site],
        prompt: 'The title and the one-line description of the page',
        schema: Page,
        showSources: true,
      },
      {
        onStart: (job) => console.log(`extract ${job.id} started`),
        onWarning: (w) => console.warn(`note: ${w}`),
      },
    ),
  );
  // result.data is typed as { title: string; description?: string | undefined }
  console.log(`title: ${result.data.title}`);
  console.log(`description: ${result.data.description ?? '(none)'}`);
} finally {
  await close();
}
