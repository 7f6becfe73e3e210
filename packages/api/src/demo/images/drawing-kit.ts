/**
 * Small helpers the demo drawings share. Everything here is plain arithmetic on integers, so a
 * drawing comes out byte-for-byte the same in the browser (MSW, Storybook) and on the server (seed).
 */

/** A repeatable stream of numbers in [0, 1) seeded by a key: FNV-1a hash into mulberry32. */
export function seededRandom(key: string): () => number {
  let state = 2166136261;
  for (let index = 0; index < key.length; index += 1) {
    state = Math.imul(state ^ key.charCodeAt(index), 16777619);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number between min and max, both included. */
export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One of a non-empty list, chosen by the seeded stream. */
export function pick<T>(random: () => number, choices: readonly [T, ...T[]]): T {
  return choices[between(random, 0, choices.length - 1)] ?? choices[0];
}

/** Darkens a #rrggbb colour towards black (amount < 0) or lightens it towards white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  const target = amount < 0 ? 0 : 255;
  const channels = [value >> 16, (value >> 8) & 255, value & 255].map((channel) =>
    Math.round(channel + (target - channel) * Math.abs(amount)),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export function svgDocument(width: number, height: number, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

export interface Area {
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Extra test for curved areas (a heap of grain, a circle). */
  contains?: (x: number, y: number) => boolean;
}

/**
 * `<use>` copies of the shape with id `shapeId`, strewn over an area at seeded places and angles.
 * Gives up quietly after a bounded number of tries, so a tight area just gets fewer grains.
 */
export function strew(random: () => number, shapeId: string, count: number, area: Area, scale = 1): string {
  const copies: string[] = [];
  for (let attempt = 0; copies.length < count && attempt < count * 8; attempt += 1) {
    const x = between(random, area.left, area.right);
    const y = between(random, area.top, area.bottom);
    const angle = between(random, 0, 179);
    if (area.contains && !area.contains(x, y)) continue;
    const scaled = scale === 1 ? '' : ` scale(${scale})`;
    copies.push(`<use href="#${shapeId}" transform="translate(${x} ${y}) rotate(${angle})${scaled}"/>`);
  }
  return copies.join('');
}

/** True under a symmetric heap whose base runs from centre - halfWidth to centre + halfWidth. */
export function underHeap(centre: number, base: number, halfWidth: number, height: number, margin: number) {
  return (x: number, y: number) => {
    const across = (x - centre) / halfWidth;
    return y < base - margin && y > base - height * (1 - across * across) + margin;
  };
}

export function radialBackground(id: string, colour: string): string {
  return `<radialGradient id="${id}" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${shade(colour, 0.4)}"/><stop offset="1" stop-color="${colour}"/></radialGradient>`;
}
