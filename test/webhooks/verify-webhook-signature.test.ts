import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../src/errors/errors.js';
import { signWebhookBody, verifyWebhookSignature } from '../../src/webhooks/verify-webhook-signature.js';

describe('verifyWebhookSignature', () => {
  it('matches a published HMAC-SHA256 test vector', () => {
    const body = 'The quick brown fox jumps over the lazy dog';
    const header = 'sha256=f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8';
    expect(signWebhookBody(body, 'key')).toBe(header);
    expect(verifyWebhookSignature(body, header, 'key')).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body), header, 'key')).toBe(true);
    expect(verifyWebhookSignature(body, header.toUpperCase().replace('SHA256=', 'sha256='), 'key')).toBe(
      true,
    );
  });

  it('accepts exactly the signature of the raw bytes under the secret (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 512 }),
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.nat(),
        (bytes, secret, at) => {
          const body = Buffer.from(bytes);
          const header = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
          expect(verifyWebhookSignature(body, header, secret)).toBe(true);
          expect(verifyWebhookSignature(body, header, `${secret}x`)).toBe(false);
          if (body.length > 0) {
            const tampered = Buffer.from(body);
            const i = at % tampered.length;
            tampered[i] = (tampered[i]! + 1) % 256;
            expect(verifyWebhookSignature(tampered, header, secret)).toBe(false);
          }
          const digit = 7 + (at % 64);
          const flipped =
            header.slice(0, digit) + (header[digit] === '0' ? '1' : '0') + header.slice(digit + 1);
          expect(verifyWebhookSignature(body, flipped, secret)).toBe(false);
        },
      ),
    );
  });

  it('rejects missing and malformed headers without throwing', () => {
    const body = '{"type":"crawl.started"}';
    const good = signWebhookBody(body, 's3cret');
    const hex = good.slice('sha256='.length);
    for (const header of [
      undefined,
      '',
      'sha256=',
      hex,
      `sha1=${hex}`,
      `sha256=${hex.slice(1)}`,
      `sha256=${hex}0`,
      `sha256=${hex.slice(2)}zz`,
      `${good}, ${good}`,
      `sha256=${'0'.repeat(64)}`,
    ]) {
      expect(verifyWebhookSignature(body, header, 's3cret')).toBe(false);
    }
    expect(verifyWebhookSignature(body, ` ${good} `, 's3cret')).toBe(true);
  });

  it('verifies bytes, not JSON meaning: re-serialized JSON does not match', () => {
    const raw = '{ "type": "crawl.started",  "id": "x" }';
    const header = signWebhookBody(raw, 'k');
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(raw)), header, 'k')).toBe(false);
    // A string is hashed as UTF-8, exactly like the bytes on the wire.
    const unicode = '{"title":"Zürich ✓"}';
    expect(verifyWebhookSignature(Buffer.from(unicode, 'utf8'), signWebhookBody(unicode, 'k'), 'k')).toBe(
      true,
    );
  });

  it('refuses an empty secret instead of accepting forgeable signatures', () => {
    expect(() => verifyWebhookSignature('x', 'sha256=00', '')).toThrow(ValidationError);
    expect(() => signWebhookBody('x', '')).toThrow(ValidationError);
  });

  it('is the one signer: the emulator exports the same function, and refuses an empty secret at start', async () => {
    const emulator = await import('../../src/emulator/index.js');
    const webhooks = await import('../../src/webhooks/index.js');
    expect(emulator.signWebhookBody).toBe(webhooks.signWebhookBody);
    await expect(emulator.startEmulator({ webhookSecret: '' })).rejects.toThrow(
      'webhookSecret must not be empty',
    );
  });
});
