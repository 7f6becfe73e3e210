import { type Product, type ProductForm } from '@dhanya/api';

/** Limits the server checks too (SERVER-17); a small shop's price stays below ₹1 crore. */
export const productLimits = { title: 200, description: 5000, quantity: 1_000_000_000, price: 10_000_000 } as const;

export const productMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${productLimits.title} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${productLimits.description} characters`,
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Quantity must be a whole number of 0 or more',
  quantityTooLarge: 'Quantity must be at most 1,000,000,000',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a number of 0 or more with at most 2 decimals',
  priceTooLarge: 'Price must be at most ₹1,00,00,000',
  categoryRequired: 'Category is required',
  added: 'Product added',
  updated: 'Product updated',
  deleted: 'Product deleted',
  failed: 'Operation failed',
  loadFailed: 'Failed to load products',
  confirmDelete: 'Delete this product?',
} as const;

/** What the form's fields hold, as typed. */
export type ProductValues = {
  title: string;
  description: string;
  quantity: string;
  price: string;
  /** The category's `_id`, or '' when none is chosen. */
  category: string;
};
export type ProductField = keyof ProductValues;
export type ProductErrors = Partial<Record<ProductField, string>>;

/** The fields in reading order: the focus goes to the first refused one. */
export const productFieldOrder: ProductField[] = ['title', 'description', 'quantity', 'price', 'category'];

export const emptyProductValues: ProductValues = { title: '', description: '', quantity: '', price: '', category: '' };

/** The edit form's starting values (ADMIN-14). */
export function productValues(product: Product): ProductValues {
  return {
    title: product.title,
    description: product.description,
    quantity: String(product.quantity),
    price: String(product.price),
    category: product.category?._id ?? '',
  };
}

export type PriceReading = { ok: true; rupees: number } | { ok: false; message: string };

/**
 * The price as a decimal in rupees (ADMIN-13): "12.50" is 12.5. Anything that is not a
 * non-negative number with at most two decimals is refused, never read as 0.
 */
export function parsePrice(text: string): PriceReading {
  const value = text.trim();
  if (!value) return { ok: false, message: productMessages.priceRequired };
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return { ok: false, message: productMessages.priceInvalid };
  const rupees = Number(value);
  if (rupees > productLimits.price) return { ok: false, message: productMessages.priceTooLarge };
  return { ok: true, rupees };
}

function quantityProblem(text: string): string | undefined {
  const value = text.trim();
  if (!value) return productMessages.quantityRequired;
  if (!/^\d+$/.test(value)) return productMessages.quantityInvalid;
  if (Number(value) > productLimits.quantity) return productMessages.quantityTooLarge;
  return undefined;
}

function textProblem(text: string, required: string, tooLong: string, max: number): string | undefined {
  const value = text.trim();
  if (!value) return required;
  return value.length > max ? tooLong : undefined;
}

export type ProductCheck = { errors: ProductErrors; form?: Omit<ProductForm, 'image'> };

/**
 * Checks every field (ADMIN-12: title, description, quantity, price and category are
 * required) and, when all pass, gives the fields to send: trimmed texts, the quantity and
 * the price as numbers.
 */
export function validateProduct(values: ProductValues): ProductCheck {
  const price = parsePrice(values.price);
  const errors: ProductErrors = {
    title: textProblem(values.title, productMessages.titleRequired, productMessages.titleTooLong, productLimits.title),
    description: textProblem(
      values.description,
      productMessages.descriptionRequired,
      productMessages.descriptionTooLong,
      productLimits.description,
    ),
    quantity: quantityProblem(values.quantity),
    price: price.ok ? undefined : price.message,
    category: values.category ? undefined : productMessages.categoryRequired,
  };
  const refused = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as ProductErrors;
  if (Object.keys(refused).length > 0 || !price.ok) return { errors: refused };
  return {
    errors: {},
    form: {
      title: values.title.trim(),
      description: values.description.trim(),
      quantity: Number(values.quantity.trim()),
      price: price.rupees,
      category: values.category,
    },
  };
}
