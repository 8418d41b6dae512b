import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Where a secret was found. */
export interface SecretHit {
  file: string;
  form: string;
}

/** The forms a leaked key could take in text: as is, base64 (e.g. inside basic auth), URL-encoded. */
export function secretForms(secret: string): Record<string, string> {
  return {
    plain: secret,
    base64: Buffer.from(secret).toString('base64'),
    urlencoded: encodeURIComponent(secret),
  };
}

/** Finds `secret` (in any of {@link secretForms}) in a text. */
export function findSecret(text: string, secret: string): string | undefined {
  for (const [form, value] of Object.entries(secretForms(secret))) if (text.includes(value)) return form;
  return undefined;
}

/** Reads every file under `dir` (gzip files decompressed too) and reports each that contains `secret`. */
export async function scanDirForSecret(
  dir: string,
  secret: string,
): Promise<{ files: number; hits: SecretHit[] }> {
  const hits: SecretHit[] = [];
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    files++;
    const texts = [bytes.toString('latin1'), bytes.toString('utf8')];
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) texts.push(gunzipSync(bytes).toString('utf8'));
    for (const text of texts) {
      const form = findSecret(text, secret);
      if (form !== undefined) {
        hits.push({ file, form });
        break;
      }
    }
  }
  return { files, hits };
}
