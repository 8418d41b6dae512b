/** A small PDF of text pages, as a PDF writer would lay it out: one content stream per page, plain or deflated. */
import { deflateSync } from 'node:zlib';

export function pdfOf(
  pages: readonly string[][],
  options: { deflate?: boolean; title?: string } = {},
): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) =>
    objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'));
  const pageIds = pages.map((_, i) => 3 + i * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  pages.forEach((lines, i) => {
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageIds[i]! + 1} 0 R >>`);
    const text = `BT /F1 12 Tf 72 720 Td ${lines
      .map((line) => `(${line.replace(/([()\\])/g, '\\$1')}) Tj 0 -14 Td`)
      .join(' ')} ET`;
    const content = options.deflate ? deflateSync(Buffer.from(text, 'latin1')) : Buffer.from(text, 'latin1');
    add(
      Buffer.concat([
        Buffer.from(
          `<< /Length ${content.length}${options.deflate ? ' /Filter /FlateDecode' : ''} >>\nstream\n`,
          'latin1',
        ),
        content,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  });
  if (options.title) add(`<< /Title (${options.title}) >>`);
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  objects.forEach((body, i) => {
    chunks.push(Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1'));
  });
  chunks.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'));
  return Buffer.concat(chunks);
}
