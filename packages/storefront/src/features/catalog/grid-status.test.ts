import { describe, expect, test } from 'vitest';
import { gridStatus } from './grid-status';

describe('gridStatus', () => {
  test('is loading until the first answer', () => {
    expect(gridStatus({})).toBe('loading');
    expect(gridStatus({ isValidating: true })).toBe('loading');
  });

  test('is an error when the request failed and nothing is shown yet', () => {
    expect(gridStatus({ error: new Error('500') })).toBe('error');
  });

  test('is loading again while "Try Again" repeats a failed request', () => {
    expect(gridStatus({ error: new Error('500'), isValidating: true })).toBe('loading');
  });

  test('keeps products already shown when a refresh fails, even an empty list', () => {
    expect(gridStatus({ data: [{ _id: 'p1' }], error: new Error('500') })).toBe('ready');
    expect(gridStatus({ data: [] })).toBe('ready');
  });
});
