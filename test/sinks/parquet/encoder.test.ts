import { describe, expect, it } from 'vitest';
import { pageCodec } from '../../../src/sinks/parquet/codecs.js';
import { RowGroupBuilder } from '../../../src/sinks/parquet/columns.js';
import { inlineEncoder, type RowGroupEncoder, workerEncoder } from '../../../src/sinks/parquet/encoder.js';
import { encodeRowGroup } from '../../../src/sinks/parquet/row-group.js';
import { doc, JOB } from '../pages.js';

function filled(docs: readonly string[]): RowGroupBuilder {
  const b = new RowGroupBuilder();
  for (const d of docs) b.add(Buffer.from(d));
  return b;
}

const groupDocs = (g: number) =>
  Array.from({ length: 3 }, (_, i) => doc(10 * g + i, { html: `<p>${g}</p>` }));

describe('encodeRowGroup into a given buffer', () => {
  it('assembles at the start of the buffer when the group fits, byte for byte as into its own', async () => {
    const codec = await pageCodec('snappy');
    const alone = encodeRowGroup(filled(groupDocs(1)), JOB, 4, codec);
    const into = new Uint8Array(alone.bytes.length + 100).fill(0xee);
    const reused = encodeRowGroup(filled(groupDocs(1)), JOB, 4, codec, into);
    expect(reused.bytes.buffer).toBe(into.buffer);
    expect(reused.bytes.byteOffset).toBe(0);
    expect(Buffer.from(reused.bytes).equals(Buffer.from(alone.bytes))).toBe(true);
    expect(reused.rowGroup).toEqual(alone.rowGroup);
  });

  it('takes a buffer of its own when the group does not fit, leaving the given one untouched', async () => {
    const codec = await pageCodec('snappy');
    const into = new Uint8Array(16).fill(0xee);
    const { bytes } = encodeRowGroup(filled(groupDocs(2)), JOB, 4, codec, into);
    expect(bytes.buffer).not.toBe(into.buffer);
    expect(bytes.length).toBeGreaterThan(16);
    expect([...into]).toEqual(new Array(16).fill(0xee));
  });
});

/** Encodes groups 0..n-1 one after another, releasing each group's bytes once "written" (copied). */
async function encodeAll(
  encoder: RowGroupEncoder,
  n: number,
): Promise<{ copies: Buffer[]; released: Uint8Array[] }> {
  const copies: Buffer[] = [];
  const released: Uint8Array[] = [];
  for (let g = 0; g < n; g++) {
    for (const d of groupDocs(g)) encoder.add(Buffer.from(d));
    const { bytes } = await encoder.encode(JOB, 4);
    copies.push(Buffer.from(bytes));
    encoder.release(bytes);
    released.push(bytes);
  }
  return { copies, released };
}

describe('row group encoders reuse written groups’ buffers', () => {
  it('the worker encoder hands a released buffer back to the worker, and every group encodes as alone', async () => {
    const codec = await pageCodec('snappy');
    const encoder = await workerEncoder('snappy', 1 << 20);
    try {
      const { copies, released } = await encodeAll(encoder, 4);
      // Each released buffer went to the worker with the next group (transferred, so detached here).
      expect(released.slice(0, 3).map((b) => b.byteLength)).toEqual([0, 0, 0]);
      copies.forEach((bytes, g) => {
        const alone = encodeRowGroup(filled(groupDocs(g)), JOB, 4, codec);
        expect(bytes.equals(Buffer.from(alone.bytes))).toBe(true);
      });
    } finally {
      await encoder.close();
    }
  });

  it('the worker encoder encodes documents at every alignment, and one larger than its buffer, as alone', async () => {
    const codec = await pageCodec('snappy');
    // Documents as the paging source hands them over: slices of one body, at every offset modulo 8.
    const docs = Array.from({ length: 9 }, (_, i) => doc(i, { html: `<p>${'é'.repeat(i)}</p>` }));
    docs.push(doc(9, { markdown: `# Big\n\n${'x\\"y'.repeat(400_000)}` }));
    const body = Buffer.alloc(docs.reduce((n, d) => n + Buffer.byteLength(d) + 8, 0));
    const slices: Buffer[] = [];
    let at = 0;
    docs.forEach((d, i) => {
      at += (i - (body.byteOffset + at)) & 7;
      slices.push(body.subarray(at, at + body.write(d, at)));
      at += slices[i]!.length;
    });
    expect(slices.map((d) => d.byteOffset % 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0, 1]);
    // Room for 1 KiB row groups: the last document (2 MB) does not fit the first buffer.
    const encoder = await workerEncoder('snappy', 1024);
    try {
      for (const d of slices) encoder.add(d);
      expect(encoder.rows).toBe(docs.length);
      expect(encoder.bytes).toBe(slices.reduce((n, d) => n + d.length, 0));
      const { bytes } = await encoder.encode(JOB, 4);
      const alone = encodeRowGroup(filled(docs), JOB, 4, codec);
      expect(Buffer.from(bytes).equals(Buffer.from(alone.bytes))).toBe(true);
    } finally {
      await encoder.close();
    }
  });

  it('the inline encoder assembles the next group in the released buffer', async () => {
    const encoder = await inlineEncoder('snappy', 1 << 20);
    const first = await encodeAll(encoder, 1);
    for (const d of groupDocs(1)) encoder.add(Buffer.from(d));
    const { bytes } = await encoder.encode(JOB, 4);
    expect(bytes.buffer).toBe(first.released[0]?.buffer);
    const alone = encodeRowGroup(filled(groupDocs(1)), JOB, 4, await pageCodec('snappy'));
    expect(Buffer.from(bytes).equals(Buffer.from(alone.bytes))).toBe(true);
  });
});
