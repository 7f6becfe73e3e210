import {
  type GstRate,
  type Pack,
  type PackInput,
  type PackUnit,
  type PackValues,
  type Product,
  type ProductForm,
  type Translations,
  gstRateField,
  hsnCodeField,
  packListSchema,
  aliasesFormSchema,
  productFormSchema,
  productTranslatable,
  translationsFormSchema,
  type TranslationsFormInput,
} from '@dhanya/api';
import { chosenFileSchema } from '@dhanya/shell';

/**
 * The product form checks the packs as a list (`packListSchema`), so each message lands on
 * its own row's field; the server's `price` and `quantity` are the first pack's, filled in
 * when the form is sent. The form always sends the HSN code and GST rate it shows.
 */
export const productEditorSchema = productFormSchema.omit({ price: true, quantity: true, packs: true }).extend({
  hsnCode: hsnCodeField,
  gstRate: gstRateField,
  packs: packListSchema,
  image: chosenFileSchema(),
  translations: translationsFormSchema(productTranslatable),
  aliases: aliasesFormSchema,
});

/**
 * One pack row as the form holds it: the text typed (the contract's input, which reads numbers
 * from text), a unit not chosen yet, and the `_id` of a pack already saved.
 */
export type PackRow = Omit<PackInput, 'unit'> & { unit: PackUnit | '' };

type ProductFields = { title: string; description: string; category: string; hsnCode: string; image: File | null };

/** The form's values as typed; the GST rate as its select holds it ('5'), the other names as one line. */
export type ProductEditorInput = ProductFields & {
  gstRate: string;
  packs: PackRow[];
  /** Each language tab's fields: '' where nothing is written (issue 34). */
  translations: TranslationsFormInput;
  aliases: string;
};

/** The form's values once the schema accepted them: trimmed, the numbers read, blank translations dropped. */
export type ProductEditorValues = ProductFields & {
  gstRate: GstRate;
  packs: PackValues[];
  translations: Translations;
  aliases: string[];
};

/** A new pack: every field empty, the unit not chosen. */
export const emptyPackRow = (): PackRow => ({
  label: '',
  netQuantity: '',
  unit: '',
  price: '',
  mrp: '',
  quantity: '',
  sku: '',
  translations: { hi: { label: '' } },
});

/** A saved pack as a row; its `_id` goes back with it, so its cart lines and offer stay. */
function packRow(pack: Pack): PackRow {
  return {
    _id: pack._id,
    label: pack.label,
    netQuantity: String(pack.netQuantity),
    unit: pack.unit,
    price: String(pack.price),
    mrp: pack.mrp === null ? '' : String(pack.mrp),
    quantity: String(pack.quantity),
    sku: pack.sku,
    translations: { hi: { label: pack.translations?.hi?.label ?? '' } },
  };
}

/** The form's starting values: empty with one empty pack, or the edited product's (ADMIN-14). */
export function productValues(product: Product | null): ProductEditorInput {
  return {
    title: product?.title ?? '',
    description: product?.description ?? '',
    category: product?.category?._id ?? '',
    hsnCode: product?.hsnCode ?? '',
    gstRate: String(product?.gstRate ?? 0),
    packs: product ? product.packs.map(packRow) : [emptyPackRow()],
    image: null,
    translations: {
      hi: { title: product?.translations?.hi?.title ?? '', description: product?.translations?.hi?.description ?? '' },
    },
    aliases: product?.aliases?.join(', ') ?? '',
  };
}

/**
 * What the add and update calls send: the packs as JSON, in the form's order, and the first
 * pack's price and stock in the spec's `price` and `quantity` fields.
 */
export function productFormBody({
  packs,
  gstRate,
  translations,
  aliases,
  ...fields
}: ProductEditorValues): ProductForm {
  const [first] = packs;
  if (!first) throw new Error('A product needs at least one pack');
  const list = packs.map(
    ({ _id, label, netQuantity, unit, price, mrp, quantity, sku, translations: packTranslations }) => ({
      ...(_id ? { _id } : {}),
      label,
      netQuantity,
      unit,
      price,
      mrp: mrp ?? null,
      quantity,
      sku,
      translations: packTranslations ?? {},
    }),
  );
  return {
    ...fields,
    gstRate: String(gstRate),
    price: first.price.toFixed(2),
    quantity: first.quantity,
    packs: JSON.stringify(list),
    translations: JSON.stringify(translations),
    aliases: aliases.join(', '),
  };
}
