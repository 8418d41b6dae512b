/**
 * Global setup of the `full` project: the crash series' child program bundled (`bundle-children.ts`) and
 * the PostgreSQL server the files share started (`shared-postgres.ts`), at once: vitest runs a project's
 * global setups one after the other before any test, and the server's start is mostly waiting.
 */
import type { TestProject } from 'vitest/node';
import bundleChildren from './bundle-children.js';
import startSharedPostgres from './shared-postgres.js';

export default async function setUpFull(project: TestProject): Promise<() => Promise<void>> {
  const [stopPostgres] = await Promise.all([startSharedPostgres(project), bundleChildren()]);
  return stopPostgres;
}
