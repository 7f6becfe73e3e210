// Run by the server's build (tsup.config.ts, onSuccess): draws the demo shop's pictures into
// dist/demo-pictures/, so a new shop's seed stores them without encoding any (demo-pictures.ts).
import { drawDemoPictures, drawnAheadFolder } from './demo-pictures.js';

const started = Date.now();
const count = await drawDemoPictures();
console.warn(`Drew ${count} demo pictures into ${drawnAheadFolder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
