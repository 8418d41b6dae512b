import { describe, expect, it } from 'vitest';
import { Cancellation } from '../../src/http/cancel-signal.js';

describe('Cancellation', () => {
  it('runs each listener once, in the order added, and skips removed ones', () => {
    const c = new Cancellation();
    const calls: string[] = [];
    const a = () => calls.push('a');
    const b = () => calls.push('b');
    const d = () => calls.push('d');
    c.addEventListener('abort', a);
    c.addEventListener('abort', b);
    c.addEventListener('abort', d);
    c.removeEventListener('abort', b);
    c.abort();
    c.abort();
    expect(calls).toEqual(['a', 'd']);
    expect(c.aborted).toBe(true);
  });

  it('does not run a single listener that was removed, nor one added after the abort', () => {
    const c = new Cancellation();
    let runs = 0;
    const listener = () => runs++;
    c.addEventListener('abort', listener);
    c.removeEventListener('abort', listener);
    c.abort();
    c.addEventListener('abort', listener);
    expect(runs).toBe(0);
  });

  it('keeps the reason given, or an AbortError DOMException like AbortController', () => {
    const given = new Error('stop');
    const c = new Cancellation();
    c.abort(given);
    expect(c.reason).toBe(given);
    const d = new Cancellation();
    expect(d.reason).toBeUndefined();
    d.abort();
    expect(d.reason).toBeInstanceOf(DOMException);
    expect((d.reason as DOMException).name).toBe('AbortError');
  });

  it('throwIfAborted throws the reason once aborted', () => {
    const c = new Cancellation();
    expect(() => c.throwIfAborted()).not.toThrow();
    const reason = new Error('stop');
    c.abort(reason);
    expect(() => c.throwIfAborted()).toThrow(reason);
  });

  it('keeps a listener added during an abort out of that abort', () => {
    const c = new Cancellation();
    const calls: string[] = [];
    c.addEventListener('abort', () => {
      calls.push('first');
      c.addEventListener('abort', () => calls.push('late'));
    });
    c.addEventListener('abort', () => calls.push('second'));
    c.abort();
    expect(calls).toEqual(['first', 'second']);
  });
});
