import * as undici from 'undici';
import { describe, expect, it } from 'vitest';
import { undiciParts } from '../../src/http/undici-parts.js';

describe('undiciParts', () => {
  it('are the very Agent class, request and buildConnector functions undici exports (not a copy of another version)', () => {
    expect(undiciParts.Agent).toBe(undici.Agent);
    expect(undiciParts.request).toBe(undici.Dispatcher.prototype.request);
    expect(undiciParts.buildConnector).toBe(undici.buildConnector);
  });
});
