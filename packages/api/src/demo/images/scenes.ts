import type { DemoCarouselSlide, DemoCrop, DemoShopLink } from '../content';
import { between, pick, radialBackground, seededRandom, shade, strew, svgDocument } from './drawing-kit';
import { grainShapeDef } from './still-life';

/** One plant of each crop, standing on its root at (0, 0), defined once as `#c`. */
function cropDef(crop: DemoCrop, stalk: string, colour: string): string {
  const stem = (d: string) => `<path d="${d}" fill="none" stroke="${stalk}" stroke-width="4" stroke-linecap="round"/>`;
  const heads: Record<DemoCrop, string> = {
    paddy:
      stem('M0 0Q2-70 10-120M0 0Q-12-50-34-86M0 0Q12-44 38-70') +
      `<g fill="${colour}"><ellipse cx="15" cy="-116" rx="4" ry="8"/><ellipse cx="21" cy="-106" rx="4" ry="8"/><ellipse cx="26" cy="-95" rx="4" ry="8"/><ellipse cx="29" cy="-83" rx="4" ry="8"/></g>`,
    millet:
      stem('M0 0V-112M0-20Q-24-50-30-90M0-30Q22-56 26-92') +
      `<g fill="${colour}">${[118, 128, 138, 148, 158, 168].map((y) => `<circle cy="-${y}" r="8"/>`).join('')}</g>`,
    mustard:
      stem('M0 0V-96M0-52L-22-82M0-44L24-74') +
      `<g fill="${colour}"><circle cy="-100" r="8"/><circle cx="-24" cy="-86" r="7"/><circle cx="26" cy="-78" r="7"/><circle cx="8" cy="-106" r="6"/></g>`,
    pulses:
      `<g fill="${colour}"><circle cx="-18" cy="-26" r="22"/><circle cx="18" cy="-30" r="22"/><circle cy="-50" r="22"/></g>` +
      `<path d="M-6-20q10 4 16 22M10-36q8 6 10 24" fill="none" stroke="${shade(colour, 0.45)}" stroke-width="7" stroke-linecap="round"/>`,
  };
  return `<g id="c">${heads[crop]}</g>`;
}

/** A 1600 × 600 farm landscape; the slide's title is laid over it in HTML, never drawn in. */
export function carouselImageSvg(slide: DemoCarouselSlide): string {
  const { scene } = slide;
  const random = seededRandom(slide.key);
  const sunX = between(random, 1120, 1380);
  const hill = () => between(random, 250, 320);
  const fieldTop = 'M0 400Q800 350 1600 400V600H0Z';
  const furrows = [440, 480, 530, 590].map((y) => `M0 ${y}Q800 ${y - 40} 1600 ${y}`).join('');
  const plants: string[] = [];
  for (let x = 10; x < 1600; x += 58) {
    const scale = between(random, 8, 12) / 10;
    plants.push(
      `<use href="#c" transform="translate(${x + between(random, -14, 14)} ${between(random, 560, 600)}) scale(${scale})"/>`,
    );
  }
  const defs =
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.skyTop}"/><stop offset="1" stop-color="${scene.skyBottom}"/></linearGradient>` +
    `<pattern id="p" width="64" height="40" patternUnits="userSpaceOnUse"><g fill="${scene.furrow}" opacity=".35"><ellipse cx="16" cy="10" rx="6" ry="2"/><ellipse cx="48" cy="30" rx="6" ry="2"/></g></pattern>` +
    `${cropDef(scene.crop, scene.furrow, scene.cropColour)}</defs>`;
  return svgDocument(
    1600,
    600,
    '0 0 1600 600',
    defs +
      '<rect width="1600" height="600" fill="url(#s)"/>' +
      `<circle cx="${sunX}" cy="160" r="120" fill="${scene.sun}" opacity=".35"/><circle cx="${sunX}" cy="160" r="74" fill="${scene.sun}"/>` +
      `<path d="M0 ${hill()}Q260 ${hill() - 60} 520 ${hill()}T1060 ${hill()}T1600 ${hill()}V600H0Z" fill="${scene.hills}"/>` +
      `<path d="${fieldTop}" fill="${scene.field}"/><path d="${fieldTop}" fill="url(#p)"/>` +
      `<path d="${furrows}" fill="none" stroke="${scene.furrow}" stroke-width="6" opacity=".6"/>` +
      plants.join(''),
  );
}

interface ShopLinkPalette {
  background: string;
  accent: string;
  ink: string;
}

const shopLinkPalettes: [ShopLinkPalette, ...ShopLinkPalette[]] = [
  { background: '#fdecc8', accent: '#febd2f', ink: '#173334' },
  { background: '#e6efdc', accent: '#6a994e', ink: '#173334' },
  { background: '#f8e1d0', accent: '#c8553d', ink: '#5a3a22' },
  { background: '#efe6d8', accent: '#b08a58', ink: '#173334' },
];
const jarFillings: [string, ...string[]] = [
  '#f2b705',
  '#8b4a2b',
  '#fffaf0',
  '#e07b39',
  '#4f8a2f',
  '#c0392b',
  '#e0b458',
];

function jar(x: number, height: number, filling: string, ink: string): string {
  const top = 330 - height;
  return (
    `<rect x="${x}" y="${top}" width="110" height="${height}" rx="18" fill="#fff" opacity=".6" stroke="${ink}" stroke-width="4"/>` +
    `<rect x="${x + 8}" y="${top + 30}" width="94" height="${height - 38}" rx="12" fill="${filling}"/>` +
    `<rect x="${x - 6}" y="${top - 16}" width="122" height="26" rx="8" fill="${ink}"/>`
  );
}

/** A 600 × 400 picture for a shop link: a sack with a star for new arrivals, a row of jars for a collection. */
export function shopLinkImageSvg(link: DemoShopLink): string {
  const random = seededRandom(link.key);
  const palette = pick(random, shopLinkPalettes);
  const filling = () => pick(random, jarFillings);
  const grain = filling();
  const picture =
    link.category === 'collection'
      ? jar(110, between(random, 150, 200), grain, palette.ink) +
        jar(245, between(random, 190, 230), filling(), palette.ink) +
        jar(380, between(random, 140, 200), filling(), palette.ink) +
        `<rect x="70" y="330" width="460" height="14" rx="7" fill="${palette.ink}"/>`
      : `<path d="M190 170C166 230 160 300 176 340Q300 364 424 340C440 300 434 230 410 170Z" fill="${palette.accent}"/>` +
        `<ellipse cx="300" cy="170" rx="110" ry="20" fill="${shade(palette.accent, -0.4)}"/>` +
        `<path d="M200 172Q300 60 400 172Z" fill="${grain}"/>` +
        `<path d="M470 60l14 30 33 4-24 23 6 33-29-16-29 16 6-33-24-23 33-4Z" fill="${palette.ink}"/>`;
  return svgDocument(
    600,
    400,
    '0 0 600 400',
    `<defs>${radialBackground('bg', palette.background)}${grainShapeDef('round')}</defs>` +
      '<rect width="600" height="400" fill="url(#bg)"/>' +
      `<ellipse cx="300" cy="350" rx="250" ry="26" fill="${shade(palette.background, -0.15)}"/>` +
      picture +
      `<g fill="${grain}" stroke="${shade(grain, -0.3)}">${strew(random, 'g', 12, { left: 40, right: 560, top: 360, bottom: 390 })}</g>`,
  );
}
