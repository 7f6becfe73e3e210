import { onePackProduct } from '@dhanya/api';
import { describe, expect, test } from 'vitest';
import { type PackRow, emptyPackRow, productEditorSchema, productFormBody, productValues } from './product-form-values';

const rice = onePackProduct(
  {
    _id: 'prod-basmati',
    title: 'Aged Basmati Rice',
    description: 'Long grains.',
    quantity: 90,
    price: 189,
    effectivePrice: 189,
    category: { _id: 'cat-rice', name: 'Rice' },
    image: null,
    discount: null,
    discountExpiry: null,
    isBestSeller: false,
    rating: null,
    reviewCount: null,
    createdAt: '2026-10-01T00:00:00.000Z',
  },
  { _id: 'pack-1kg', label: '1 kg', netQuantity: 1, unit: 'kg', sku: 'BASMATI-1KG' },
);
const withTwoPacks = {
  ...rice,
  packs: [
    ...rice.packs,
    {
      ...rice.packs[0]!,
      _id: 'pack-5kg',
      label: '5 kg',
      netQuantity: 5,
      price: 849,
      mrp: 925,
      quantity: 2,
      sku: 'BASMATI-5KG',
    },
  ],
};

const row = (fields: Partial<PackRow>): PackRow => ({
  label: '1 kg',
  netQuantity: '1',
  unit: 'kg',
  price: '189',
  mrp: '',
  quantity: '90',
  sku: 'BASMATI-1KG',
  translations: { hi: { label: '' } },
  ...fields,
});
const form = (packs: PackRow[], tax = { hsnCode: '', gstRate: '0' }) => ({
  title: 'Rice',
  description: 'Grains',
  category: 'cat-rice',
  image: null,
  ...tax,
  packs,
  translations: { hi: { title: '', description: '' } },
  aliases: '',
});

/** Where the schema put each message: "packs.1.sku". */
function problems(packs: PackRow[]) {
  const result = productEditorSchema.safeParse(form(packs));
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the product form values', () => {
  test('a new product starts with one empty pack, no HSN code and 0 % GST', () => {
    expect(productValues(null)).toMatchObject({ hsnCode: '', gstRate: '0', packs: [emptyPackRow()] });
  });

  test("an edited product's HSN code and GST rate are filled in", () => {
    expect(productValues({ ...rice, hsnCode: '1006', gstRate: 5 })).toMatchObject({ hsnCode: '1006', gstRate: '5' });
  });

  test('the HSN code and GST rate are checked as the server checks them', () => {
    const refused = (tax: { hsnCode: string; gstRate: string }) => {
      const result = productEditorSchema.safeParse(form([row({})], tax));
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    };
    expect(refused({ hsnCode: '10061', gstRate: '7' })).toEqual({
      hsnCode: 'HSN code must be 4, 6 or 8 digits',
      gstRate: 'GST rate must be 0, 5, 12 or 18 %',
    });
    expect(refused({ hsnCode: '1006 30', gstRate: '18' })).toEqual({});
  });

  test("an edited product's packs are rows as typed, each keeping its _id", () => {
    expect(productValues(withTwoPacks).packs).toEqual([
      {
        _id: 'pack-1kg',
        label: '1 kg',
        netQuantity: '1',
        unit: 'kg',
        price: '189',
        mrp: '',
        quantity: '90',
        sku: 'BASMATI-1KG',
        translations: { hi: { label: '' } },
      },
      {
        _id: 'pack-5kg',
        label: '5 kg',
        netQuantity: '5',
        unit: 'kg',
        price: '849',
        mrp: '925',
        quantity: '2',
        sku: 'BASMATI-5KG',
        translations: { hi: { label: '' } },
      },
    ]);
  });

  test('the schema puts a repeated SKU and an MRP below the price on their own rows', () => {
    expect(problems([row({}), row({ label: '5 kg', sku: 'basmati-1kg', price: '849', mrp: '800' })])).toEqual({
      'packs.1.mrp': 'MRP cannot be less than the price',
      'packs.1.sku': 'Each pack needs its own SKU',
    });
  });

  test('an empty second pack row is refused field by field, but for its SKU, which the shop makes when blank', () => {
    expect(Object.keys(problems([row({}), emptyPackRow()]))).toEqual([
      'packs.1.label',
      'packs.1.netQuantity',
      'packs.1.unit',
      'packs.1.price',
      'packs.1.quantity',
    ]);
  });

  test('[issue 31] an empty first pack needs only its price and stock: the rest is "1 pack" of 1 piece', () => {
    expect(Object.keys(problems([emptyPackRow()]))).toEqual(['packs.0.price', 'packs.0.quantity']);
    const values = productEditorSchema.parse(form([{ ...emptyPackRow(), price: '120', quantity: '25' }]));
    expect(JSON.parse(productFormBody(values).packs!)).toEqual([
      { label: '1 pack', netQuantity: 1, unit: 'piece', price: 120, mrp: null, quantity: 25, translations: {} },
    ]);
  });

  test('a blank SKU is sent as none; two blank SKUs are not the same SKU', () => {
    const values = productEditorSchema.parse(form([row({ sku: ' ' }), row({ label: '5 kg', sku: '' })]));
    expect(JSON.parse(productFormBody(values).packs!).map((pack: { sku?: string }) => pack.sku)).toEqual([
      undefined,
      undefined,
    ]);
  });
});

describe('what the form sends', () => {
  test('the HSN code without its spaces and the GST rate as text', () => {
    const values = productEditorSchema.parse(form([row({})], { hsnCode: ' 1006 30 ', gstRate: '5' }));
    expect(productFormBody(values)).toMatchObject({ hsnCode: '100630', gstRate: '5' });
  });

  test('the packs as JSON in their order, and the first pack’s price and stock', () => {
    const values = productEditorSchema.parse(
      form([
        row({ _id: 'pack-1kg', price: '189.5' }),
        row({ label: '5 kg', sku: 'BASMATI-5KG', price: '849', mrp: '925', quantity: '2' }),
      ]),
    );
    const body = productFormBody(values);
    expect(body).toMatchObject({
      title: 'Rice',
      description: 'Grains',
      category: 'cat-rice',
      hsnCode: '',
      gstRate: '0',
      price: '189.50',
      quantity: 90,
    });
    expect(JSON.parse(body.packs!)).toEqual([
      {
        _id: 'pack-1kg',
        label: '1 kg',
        netQuantity: 1,
        unit: 'kg',
        price: 189.5,
        mrp: null,
        quantity: 90,
        sku: 'BASMATI-1KG',
        translations: {},
      },
      {
        label: '5 kg',
        netQuantity: 1,
        unit: 'kg',
        price: 849,
        mrp: 925,
        quantity: 2,
        sku: 'BASMATI-5KG',
        translations: {},
      },
    ]);
  });

  test('the Hindi tab as JSON without its blanks, each pack’s Hindi label with it, and the other names as one line [I18N]', () => {
    const values = productEditorSchema.parse({
      ...form([row({ translations: { hi: { label: ' 1 किलो ' } } }), row({ label: '5 kg', sku: 'BASMATI-5KG' })]),
      translations: { hi: { title: 'बासमती चावल', description: '  ' } },
      aliases: 'basmati, बासमती,, Basmati ',
    });
    const body = productFormBody(values);
    expect(JSON.parse(body.translations!)).toEqual({ hi: { title: 'बासमती चावल' } });
    expect(body.aliases).toBe('basmati, बासमती');
    expect(JSON.parse(body.packs!).map((pack: { translations: unknown }) => pack.translations)).toEqual([
      { hi: { label: '1 किलो' } },
      {},
    ]);
    expect(productValues({ ...rice, translations: { hi: { title: 'बासमती' } }, aliases: ['basmati'] })).toMatchObject({
      translations: { hi: { title: 'बासमती', description: '' } },
      aliases: 'basmati',
    });
  });
});
