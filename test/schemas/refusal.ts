import { expect } from 'vitest';
import type { z } from 'zod';
import { ValidationError } from '../../src/errors/errors.js';
import { parseInput } from '../../src/schemas/parse-input.js';

/** The `ValidationError` that `parseInput` raises for `input`; fails the test when it raises none. */
export function refusal(schema: z.ZodType, input: unknown, label: string): ValidationError {
  let caught: unknown;
  try {
    parseInput(schema, input, label);
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(ValidationError);
  return caught as ValidationError;
}
