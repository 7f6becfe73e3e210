import type { DemoCategory, DemoProduct } from './catalogue/types';
import { radialBackground, seededRandom, svgDocument } from './images/drawing-kit';
import { grainShapeDef, type StillLifeLook, stillLife, stillLifeMiddle } from './images/still-life';

export { carouselImageSvg, shopLinkImageSvg } from './images/scenes';

/*
 * The demo pictures as SVG strings. They are meant to be used as image sources (a data URL in
 * the browser, or rasterised by the server's seed), never inlined into a page: every drawing
 * reuses the same element ids.
 */

function lookOf(category: DemoCategory, product?: DemoProduct): StillLifeLook {
  const { palette, drawing } = category;
  const ownColour = product?.grainColour;
  const isBasket = drawing.vessel === 'basket';
  return {
    ...palette,
    grain: ownColour && !isBasket ? ownColour : palette.grain,
    vessel: drawing.vessel,
    grainShape: drawing.grain,
    ...(isBasket && ownColour ? { produce: ownColour } : {}),
  };
}

function stillLifeDefs(look: StillLifeLook): string {
  return `<defs>${radialBackground('bg', look.background)}${grainShapeDef(look.grainShape)}</defs><rect width="800" height="800" fill="url(#bg)"/>`;
}

/** The still life scaled about its middle and moved to the centre of the 800 × 800 canvas. */
function centred(look: StillLifeLook, body: string, scale: number): string {
  const left = Math.round(400 - 400 * scale);
  const top = Math.round(400 - stillLifeMiddle[look.vessel] * scale);
  return `${stillLifeDefs(look)}<g transform="translate(${left} ${top}) scale(${scale})">${body}</g>`;
}

/** An 800 × 800 product picture, the same every time for the same product. */
export function productImageSvg(product: DemoProduct, category: DemoCategory): string {
  const look = lookOf(category, product);
  const body = stillLife(look, seededRandom(product.key), true);
  return svgDocument(800, 800, '0 0 800 800', centred(look, body, 1.1));
}

/** A 400 × 400 category picture without spilt grains, as the storefront crops it to a circle. */
export function categoryImageSvg(category: DemoCategory): string {
  const look = lookOf(category);
  const body = stillLife(look, seededRandom(category.key), false);
  return svgDocument(400, 400, '0 0 800 800', centred(look, body, 1));
}

/** A data URL for an `<img src>`, as MSW fixtures and stories use the pictures. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
