import type { DemoPack, DemoPackSize, DemoProduct } from './types';

const units: Record<string, DemoPackSize['unit']> = { g: 'g', kg: 'kg', ml: 'ml', l: 'L' };

/** "Organic Toor Dal (1 kg)" → 1 kg; "(1 dozen)" or no size → a plain "1 pack". */
function sizeFromTitle(title: string): DemoPackSize {
  const match = /\((\d+(?:\.\d+)?)\s*(kg|g|ml|l)\)\s*$/i.exec(title);
  const unit = match ? units[match[2]!.toLowerCase()] : undefined;
  if (!match || !unit) return { label: '1 pack', netQuantity: 1, unit: 'piece' };
  return { label: `${match[1]} ${unit}`, netQuantity: Number(match[1]), unit };
}

/** Every pack of a demo product, the default first. */
export function demoPacks(product: DemoProduct): DemoPack[] {
  const size = product.size ?? sizeFromTitle(product.title);
  return [{ ...size, price: product.price, stock: product.stock }, ...(product.morePacks ?? [])];
}

/** A demo pack's SKU: the product's key without its size, then the pack's ("AGED-BASMATI-RICE-5KG"). */
export function demoSku(product: DemoProduct, pack: DemoPackSize): string {
  const stem = product.key.replace(/-\d+(\.\d+)?(kg|g|ml|l|dozen)$/i, '');
  return `${stem}-${pack.label.replace(/\s+/g, '')}`.toUpperCase();
}
