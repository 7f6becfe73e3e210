import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isCodeLoadError } from './page-error';

describe('which failed pages reload offline [issue 35]', () => {
  it("a page whose code did not come, in each browser's words", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://shop.example/assets/login-a1b2.js',
      'error loading dynamically imported module: https://shop.example/assets/login-a1b2.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/login-a1b2.css',
    ]) {
      expect(isCodeLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('not a page that throws as it renders, nor a 404: a reload would show them again, for ever', () => {
    expect(isCodeLoadError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isCodeLoadError(new ErrorResponse(404, 'Not Found', null))).toBe(false);
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
