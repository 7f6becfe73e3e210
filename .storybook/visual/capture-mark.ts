/** The attribute the capture puts on the element it compares, for browser commands to find. */
export const captureMark = 'data-visual-capture';

/** What known-screens.ts knows of a capture (see there). */
export type KnownScreen = 'known' | 'record' | 'compare';
