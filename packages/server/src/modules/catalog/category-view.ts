import type { Category as CategoryView } from '@dhanya/api/contract';
import type { Category } from '../../db/schema.js';

export function toCategoryView({
  id,
  name,
  image,
  translations,
}: Pick<Category, 'id' | 'name' | 'image' | 'translations'>): CategoryView {
  return { _id: id, name, image, translations };
}
