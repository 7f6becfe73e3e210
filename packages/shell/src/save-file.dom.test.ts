import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { objectUrlLifetimeMs, saveFile } from './save-file';

describe('saveFile (issue 16: the invoice PDF)', () => {
  const clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    clicked.length = 0;
    // jsdom has no object URLs and does not download; what the link was, when clicked, is what matters.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:shop/1');
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

  test('clicks a download link to the file, then takes the link away', () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    saveFile(pdf, 'invoice-DH-26-27-000041.pdf');
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe('blob:shop/1');
    expect(clicked[0]!.getAttribute('download')).toBe('invoice-DH-26-27-000041.pdf');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  test('releases the file once the download has had time to start', () => {
    saveFile(new Blob(['%PDF-1.4']), 'invoice.pdf');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(objectUrlLifetimeMs);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:shop/1');
  });
});
