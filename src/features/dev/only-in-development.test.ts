import { isNotFound } from '@tanstack/react-router';
import { expect, it } from 'vitest';
import { onlyInDevelopment } from './only-in-development';

it('lets the demos open in a development build and answers NotFound in a production build', () => {
  expect(() => onlyInDevelopment(true)).not.toThrow();
  let thrown: unknown = null;
  try {
    onlyInDevelopment(false);
  } catch (error) {
    thrown = error;
  }
  expect(isNotFound(thrown)).toBe(true);
});
