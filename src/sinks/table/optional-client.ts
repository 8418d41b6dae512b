/** Loads a database client that crawlstream lists as optional: a missing one is an error saying what to install. */
import { CrawlstreamError } from '../../errors/errors.js';

/**
 * `import(name)`, or a `CrawlstreamError` (code `MISSING_PACKAGE`) naming the packages to install when it
 * is not installed.
 */
export async function optionalClient<T>(name: string, load: () => Promise<T>, install: string): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      throw new CrawlstreamError(
        `Writing to ${name} needs its client, which crawlstream does not install by itself: npm install ${install}`,
        { code: 'MISSING_PACKAGE', cause },
      );
    }
    throw cause;
  }
}
