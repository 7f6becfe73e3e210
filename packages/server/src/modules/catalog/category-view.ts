import type { Category as CategoryView } from '@dhanya/api/contract';
import type { Category } from '../../db/schema.js';

export function toCategoryView({ id, name, image }: Pick<Category, 'id' | 'name' | 'image'>): CategoryView {
  return { _id: id, name, image };
}
