import type { DemoGrainShape, DemoVessel } from '../catalogue/types';
import { type Area, between, shade, strew, underHeap } from './drawing-kit';

/** Colours and shapes of one picture: a category's, with a product's own grain colour. */
export interface StillLifeLook {
  background: string;
  grain: string;
  accent: string;
  vessel: DemoVessel;
  grainShape: DemoGrainShape;
  /** Vegetables among the leaves of a basket; other vessels ignore it. */
  produce?: string;
}

const grainShapes: Record<DemoGrainShape, string> = {
  long: '<ellipse id="g" rx="15" ry="5"/>',
  round: '<circle id="g" r="7"/>',
  split: '<ellipse id="g" rx="10" ry="8"/>',
  nut: '<path id="g" d="M0-18C11-8 9 10 0 16C-9 10-11-8 0-18Z"/>',
  cube: '<rect id="g" x="-11" y="-11" width="22" height="22" rx="4"/>',
  leaf: '<path id="g" d="M0-24Q16 0 0 24Q-16 0 0-24ZM0-20V20"/>',
  powder: '<circle id="g" r="3"/>',
};

/** The grain shape, defined once as `#g` so each grain is a short `<use>`. */
export function grainShapeDef(shape: DemoGrainShape): string {
  return grainShapes[shape];
}

function grainGroup(look: StillLifeLook, grains: string): string {
  return `<g fill="${look.grain}" stroke="${shade(look.grain, -0.3)}" stroke-width="1.5">${grains}</g>`;
}

function floorShadow(look: StillLifeLook, y: number, halfWidth: number): string {
  return `<ellipse cx="400" cy="${y}" rx="${halfWidth}" ry="32" fill="${shade(look.background, -0.2)}" opacity=".6"/>`;
}

const spillArea = (top: number): Area => ({ left: 110, right: 690, top, bottom: top + 60 });

function bowl(look: StillLifeLook, random: () => number, spill: boolean): string {
  const rim = between(random, 455, 485);
  const accent = look.accent;
  const heap: Area = { left: 200, right: 600, top: rim - 120, bottom: rim, contains: underHeap(400, rim, 222, 115, 8) };
  return [
    floorShadow(look, rim + 190, 250),
    `<ellipse cx="400" cy="${rim}" rx="232" ry="36" fill="${shade(accent, -0.35)}"/>`,
    `<path d="M178 ${rim}Q400 ${rim - 230} 622 ${rim}Z" fill="${shade(look.grain, -0.1)}"/>`,
    grainGroup(look, strew(random, 'g', look.grainShape === 'powder' ? 60 : 40, heap)),
    `<path d="M168 ${rim}A232 36 0 0 0 632 ${rim}C626 ${rim + 160} 512 ${rim + 195} 400 ${rim + 195}C288 ${rim + 195} 174 ${rim + 160} 168 ${rim}Z" fill="${accent}"/>`,
    `<path d="M214 ${rim + 50}Q236 ${rim + 130} 310 ${rim + 160}" fill="none" stroke="${shade(accent, 0.3)}" stroke-width="12" stroke-linecap="round" opacity=".5"/>`,
    spill ? grainGroup(look, strew(random, 'g', 10, spillArea(rim + 215))) : '',
  ].join('');
}

function sack(look: StillLifeLook, random: () => number, spill: boolean): string {
  const jute = look.accent;
  const height = between(random, 130, 170);
  const heap: Area = {
    left: 270,
    right: 530,
    top: 330 - height,
    bottom: 330,
    contains: underHeap(400, 334, 138, height / 2, 6),
  };
  const weave = [420, 500, 580, 660].map(
    (y) => `M${y < 450 ? 252 : 230} ${y}Q400 ${y + 14} ${y < 450 ? 548 : 570} ${y}`,
  );
  return [
    floorShadow(look, 712, 240),
    `<path d="M250 330C214 430 206 580 226 700Q400 736 574 700C594 580 586 430 550 330Z" fill="${jute}"/>`,
    `<path d="${weave.join('')}" fill="none" stroke="${shade(jute, -0.25)}" stroke-width="4" opacity=".45"/>`,
    `<ellipse cx="400" cy="330" rx="150" ry="26" fill="${shade(jute, -0.45)}"/>`,
    `<path d="M262 334Q400 ${334 - height} 538 334Z" fill="${shade(look.grain, -0.06)}"/>`,
    grainGroup(look, strew(random, 'g', 45, heap)),
    `<path d="M250 330A150 26 0 0 0 550 330" fill="none" stroke="${shade(jute, 0.15)}" stroke-width="28" stroke-linecap="round"/>`,
    spill
      ? `<ellipse cx="628" cy="712" rx="72" ry="16" fill="${shade(look.grain, -0.06)}"/>` +
        grainGroup(look, strew(random, 'g', 14, { left: 570, right: 690, top: 690, bottom: 716 }))
      : '',
  ].join('');
}

function bottle(look: StillLifeLook, random: () => number, spill: boolean): string {
  const outline =
    'M370 160H430V250C430 285 510 300 510 350V670Q510 700 480 700H320Q290 700 290 670V350C290 300 370 285 370 250Z';
  const oilLevel = between(random, 300, 350);
  const glass = shade(look.grain, -0.35);
  return [
    floorShadow(look, 702, 200),
    `<clipPath id="b"><path d="${outline}"/></clipPath>`,
    `<path d="${outline}" fill="#fff" opacity=".35"/>`,
    `<rect x="280" y="${oilLevel}" width="240" height="420" fill="${look.grain}" clip-path="url(#b)"/>`,
    `<path d="${outline}" fill="none" stroke="${glass}" stroke-width="5"/>`,
    `<rect x="312" y="370" width="18" height="280" rx="9" fill="#fff" opacity=".45"/>`,
    `<rect x="360" y="128" width="80" height="46" rx="8" fill="${look.accent}"/>`,
    `<rect x="305" y="450" width="190" height="150" rx="14" fill="${shade(look.background, 0.5)}" stroke="${look.accent}" stroke-width="4"/>`,
    `<path d="M400 478C430 518 430 556 400 568C370 556 370 518 400 478Z" fill="${look.accent}"/>`,
    spill ? grainGroup(look, strew(random, 'g', 14, spillArea(715))) : '',
  ].join('');
}

function basket(look: StillLifeLook, random: () => number, spill: boolean): string {
  const cane = look.accent;
  const leaves: string[] = [];
  for (let index = 0; index < 13; index += 1) {
    const x = 220 + index * 30 + between(random, -12, 12);
    const tilt = Math.round((x - 400) / 3) + between(random, -15, 15);
    const scale = between(random, 24, 34) / 10;
    leaves.push(
      `<use href="#g" transform="translate(${x} ${between(random, 350, 440)}) rotate(${tilt}) scale(${scale})"/>`,
    );
  }
  const vegetables = Array.from({ length: 5 }, (_, index) => {
    const x = 270 + index * 65 + between(random, -10, 10);
    return `<ellipse cx="${x}" cy="${between(random, 440, 470)}" rx="${between(random, 36, 48)}" ry="${between(random, 30, 38)}"/>`;
  }).join('');
  const produce = look.produce
    ? `<g fill="${look.produce}" stroke="${shade(look.produce, -0.3)}" stroke-width="2">${vegetables}</g>`
    : '';
  const weave = 'M190 540Q400 590 610 540M205 610Q400 660 595 610M280 490L300 700M400 510V712M520 490L500 700';
  return [
    floorShadow(look, 700, 240),
    `<ellipse cx="400" cy="470" rx="240" ry="40" fill="${shade(cane, -0.35)}"/>`,
    `<g fill="${look.grain}" stroke="${shade(look.grain, -0.35)}" stroke-width=".6">${leaves.join('')}</g>`,
    produce,
    `<path d="M160 470A240 40 0 0 0 640 470L592 680Q400 716 208 680Z" fill="${cane}"/>`,
    `<path d="${weave}" fill="none" stroke="${shade(cane, -0.3)}" stroke-width="6" opacity=".5"/>`,
    `<path d="M160 470A240 40 0 0 0 640 470" fill="none" stroke="${shade(cane, 0.2)}" stroke-width="16"/>`,
    spill ? grainGroup(look, strew(random, 'g', 6, spillArea(720))) : '',
  ].join('');
}

const vessels: Record<DemoVessel, (look: StillLifeLook, random: () => number, spill: boolean) => string> = {
  bowl,
  sack,
  bottle,
  basket,
};

/** Where the middle of each vessel's drawing sits (spilt grains included), so a picture can centre on it. */
export const stillLifeMiddle: Record<DemoVessel, number> = { bowl: 545, sack: 450, bottle: 430, basket: 500 };

/** The vessel with its grains, drawn on an 800 × 800 canvas; `spill` strews a few grains in front. */
export function stillLife(look: StillLifeLook, random: () => number, spill: boolean): string {
  return vessels[look.vessel](look, random, spill);
}
