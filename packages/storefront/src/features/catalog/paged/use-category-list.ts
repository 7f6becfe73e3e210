import { paths } from '@dhanya/api';
import { keys, useCategoryPage } from '@dhanya/api/swr';
import type { FirstPaint } from '../../../shared/first-paint';
import { readListParams } from './list-params';
import { useListState } from './use-list-state';

/** A category with the page of its products that the URL asks for. */
export function useCategoryList(id: string | undefined) {
  const state = useListState();
  const answer = useCategoryPage(id, state.params);
  return { state, answer, category: answer.data };
}

/** A category page's first paint: the category and its page; an unknown category is a 404. */
export const categoryListFirstPaint =
  (param: string): FirstPaint =>
  (params, search) => [
    { key: keys.productPage(paths.category(params[param]!), readListParams(search)), notFoundWithout: true },
  ];
