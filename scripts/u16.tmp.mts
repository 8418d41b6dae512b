import { utf16Length } from '../src/core/utf16-length.js';
const ascii = Buffer.from('a'.repeat(100_000));
const mixed = Buffer.from(`${'a'.repeat(50_000)}ü${'a'.repeat(49_998)}`);
const real = Buffer.from('Grüße aus Köln — “quoted” 東京の天気 😀 '.repeat(2500));
for (const [name, b] of [['ascii', ascii], ['one-ü', mixed], ['mixed-script', real]] as const) {
  let t = performance.now(); let n = 0;
  for (let i = 0; i < 3000; i++) n += utf16Length(b);
  t = performance.now() - t;
  console.log(name, b.length, `${((b.length * 3000) / 1e6 / (t / 1000)).toFixed(0)} MB/s`, n / 3000, b.toString('utf8').length);
}
const td = new TextDecoder();
for (const [name, b] of [['one-ü', mixed], ['mixed-script', real]] as const) {
  let t = performance.now(); let n = 0;
  for (let i = 0; i < 3000; i++) n += b.toString('utf8').length;
  t = performance.now() - t;
  console.log('toString', name, `${((b.length * 3000) / 1e6 / (t / 1000)).toFixed(0)} MB/s`);
  t = performance.now(); n = 0;
  for (let i = 0; i < 3000; i++) n += td.decode(b).length;
  t = performance.now() - t;
  console.log('TextDecoder', name, `${((b.length * 3000) / 1e6 / (t / 1000)).toFixed(0)} MB/s`);
}
