/** The TypeScript modules below a folder (declaration files left out), for the structural checks. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every `.ts` file below `root` but `.d.ts` ones, depth first.
 * @param {string} root
 * @returns {string[]}
 */
export function typescriptModules(root) {
  const files = [];
  (function walk(dir) {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.d.ts')) files.push(path);
    }
  })(root);
  return files;
}
