import { HttpResponse, http } from 'msw';
import {
  carouselImageSvg,
  categoryImageSvg,
  demoCarousel,
  demoCategories,
  demoProducts,
  demoShopLinks,
  productImageSvg,
  shopLinkImageSvg,
} from '../../demo';
import type { UploadKind } from '../../paths';
import { carouselImageId, categoryId, imageFile, productId, shopLinkId } from '../fixtures';
import { type MockOptions, param } from '../respond';

type Drawings = Map<string, () => string>;

/** `<kind>/<file>` → how to draw it; the drawings are made on first request only. */
function demoDrawings(): Drawings {
  const drawings: Drawings = new Map();
  const add = (kind: UploadKind, id: string, draw: () => string) => drawings.set(`${kind}/${imageFile(id)}`, draw);
  for (const category of demoCategories) add('category', categoryId(category.key), () => categoryImageSvg(category));
  for (const product of demoProducts) {
    const category = demoCategories.find((candidate) => candidate.key === product.categoryKey);
    if (category) add('products', productId(product.key), () => productImageSvg(product, category));
  }
  for (const slide of demoCarousel) add('images', carouselImageId(slide.key), () => carouselImageSvg(slide));
  for (const link of demoShopLinks) add('shoplinks', shopLinkId(link.key), () => shopLinkImageSvg(link));
  return drawings;
}

/**
 * GET /uploads/<kind>/<file>: the demo pictures as SVG, so stories show images with no
 * server. Any other file is missing (404), as an uploaded one would be here; the screens
 * then show their placeholder.
 */
export function uploadHandlers({ baseUrl = '' }: Pick<MockOptions, 'baseUrl'> = {}) {
  let drawings: Drawings | undefined;
  const drawn = new Map<string, string>();
  return [
    http.get(`${baseUrl}/uploads/:kind/:file`, ({ params }) => {
      const name = `${param(params.kind)}/${param(params.file)}`;
      drawings ??= demoDrawings();
      const draw = drawings.get(name);
      if (!draw) return HttpResponse.json({ msg: 'File not found' }, { status: 404 });
      if (!drawn.has(name)) drawn.set(name, draw());
      return new HttpResponse(drawn.get(name), {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
      });
    }),
  ];
}
