/** Inline images for the base UI stories: no network, fixed sizes. */
export function portraitDataUrl(background = '#8bc34a', foreground = '#173334'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${background}"/><circle cx="48" cy="38" r="18" fill="${foreground}"/><ellipse cx="48" cy="92" rx="32" ry="26" fill="${foreground}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A URL that never loads, to show an image's fallback. */
export const BROKEN_IMAGE_URL = 'data:image/png;base64,bm90LWFuLWltYWdl';
