import { HttpResponse } from 'msw';
import { paths } from '../../paths';
import {
  aboutRequestSchema,
  carouselImageFormSchema,
  footerSchema,
  returnPolicySchema,
  shopLinkFormSchema,
  termsRequestSchema,
} from '../../schemas/content';
import { shopSettingsSchema } from '../../schemas/settings';
import { imageFile } from '../fixtures';
import { type MockOptions, failWith, formBody, jsonBody, mockRoutes, param, requireAdmin, validate } from '../respond';
import { db, newId } from '../store';

const emptyFooter = {
  companyName: '',
  companyTagline: '',
  address: '',
  email: '',
  phone: '',
  socialLinks: { facebook: '', twitter: '', instagram: '', linkedin: '' },
  legalLinks: [],
};
const emptyAbout = { title: '', description: '', vision: '', mission: '', story: '', whyChooseUs: [] };

function findShopLink(id: string) {
  return db.shopLinks.find((link) => link._id === id) ?? failWith(404, 'Shop link not found');
}

function findCarouselImage(id: string) {
  return db.carouselImages.find((image) => image._id === id) ?? failWith(404, 'Image not found');
}

/** Footer, about, terms, return policy, shop links, carousel images and the shop's settings. */
export function contentHandlers(options: MockOptions = {}) {
  const route = mockRoutes(options);
  const { empty } = route;
  return [
    route.get(paths.footer, () => HttpResponse.json(empty ? emptyFooter : db.footer)),
    route.put(paths.updateFooter, async ({ request }) => {
      requireAdmin(request);
      db.footer = validate(footerSchema, await jsonBody(request));
      return HttpResponse.json(db.footer);
    }),
    route.get(paths.shopSettings, ({ request }) => {
      requireAdmin(request);
      return HttpResponse.json(db.settings);
    }),
    route.put(paths.shopSettings, async ({ request }) => {
      requireAdmin(request);
      db.settings = validate(shopSettingsSchema, await jsonBody(request));
      return HttpResponse.json(db.settings);
    }),
    route.get(paths.about, () => HttpResponse.json(empty ? emptyAbout : db.about)),
    route.get(paths.terms, () => HttpResponse.json(empty ? { title: '', content: '' } : db.terms)),
    route.put(paths.updateAbout, async ({ request }) => {
      requireAdmin(request);
      db.about = validate(aboutRequestSchema, await jsonBody(request));
      return HttpResponse.json(db.about);
    }),
    route.put(paths.updateTerms, async ({ request }) => {
      requireAdmin(request);
      db.terms = validate(termsRequestSchema, await jsonBody(request));
      return HttpResponse.json(db.terms);
    }),
    route.get(paths.returnPolicy, () => HttpResponse.json(empty ? { policyText: '' } : db.returnPolicy)),
    route.put(paths.updateReturnPolicy, async ({ request }) => {
      requireAdmin(request);
      db.returnPolicy = validate(returnPolicySchema, await jsonBody(request));
      return HttpResponse.json(db.returnPolicy);
    }),

    route.get(paths.shopLinks, () => HttpResponse.json(empty ? [] : db.shopLinks)),
    route.post(paths.addShopLink, async ({ request }) => {
      requireAdmin(request);
      const { fields, hasImage } = await formBody(request);
      const form = validate(shopLinkFormSchema, fields);
      if (!hasImage) failWith(400, 'All fields are required');
      const id = newId('link');
      const link = { _id: id, ...form, image: imageFile(id) };
      db.shopLinks.push(link);
      return HttpResponse.json(link, { status: 201 });
    }),
    route.put(paths.updateShopLink.route, async ({ request, params }) => {
      requireAdmin(request);
      const link = findShopLink(param(params.id));
      const { fields, hasImage } = await formBody(request);
      Object.assign(link, validate(shopLinkFormSchema, fields), hasImage ? { image: imageFile(link._id) } : {});
      return HttpResponse.json(link);
    }),
    route.delete(paths.deleteShopLink.route, ({ request, params }) => {
      requireAdmin(request);
      const { _id } = findShopLink(param(params.id));
      db.shopLinks = db.shopLinks.filter((link) => link._id !== _id);
      return HttpResponse.json({ msg: 'Link deleted' });
    }),

    route.get(paths.carouselImages, () => HttpResponse.json({ success: true, images: empty ? [] : db.carouselImages })),
    route.post(paths.addCarouselImage, async ({ request }) => {
      requireAdmin(request);
      const { fields, hasImage } = await formBody(request);
      const form = validate(carouselImageFormSchema, fields);
      if (!hasImage) failWith(400, 'An image is required');
      const id = newId('img');
      const image = { _id: id, ...form, imageUrl: paths.upload('images', imageFile(id)) };
      db.carouselImages.push(image);
      return HttpResponse.json(image, { status: 201 });
    }),
    route.put(paths.updateCarouselImage.route, async ({ request, params }) => {
      requireAdmin(request);
      const image = findCarouselImage(param(params.id));
      const { fields, hasImage } = await formBody(request);
      Object.assign(
        image,
        validate(carouselImageFormSchema, fields),
        hasImage ? { imageUrl: paths.upload('images', imageFile(image._id)) } : {},
      );
      return HttpResponse.json(image);
    }),
    route.delete(paths.deleteCarouselImage.route, ({ request, params }) => {
      requireAdmin(request);
      const { _id } = findCarouselImage(param(params.id));
      db.carouselImages = db.carouselImages.filter((image) => image._id !== _id);
      return HttpResponse.json({ msg: 'Image deleted' });
    }),
  ];
}
