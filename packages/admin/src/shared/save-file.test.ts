import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { objectUrlLifetimeMs, saveFile } from './save-file';

describe('saveFile (an order invoice PDF)', () => {
  const clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    clicked.length = 0;
    // jsdom has no object URLs and does not download; what the link was, when clicked, is what matters.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:admin/1');
        static override revokeObjectURL = vi.fn();
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.cloneNode() as HTMLAnchorElement);
      expect(this.isConnected).toBe(true);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('clicks a download link to the file, takes the link away, and later releases the file', () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    saveFile(pdf, 'invoice-DH-26-27-000041.pdf');
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(clicked.map((link) => [link.getAttribute('href'), link.getAttribute('download')])).toEqual([
      ['blob:admin/1', 'invoice-DH-26-27-000041.pdf'],
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(objectUrlLifetimeMs);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:admin/1');
  });
});
