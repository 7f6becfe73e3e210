import type { PagedList } from '@dhanya/api';
import { keys, useProductListPage } from '@dhanya/api/swr';
import type { FirstPaint } from '../../../shared/first-paint';
import { readListParams } from './list-params';
import { useListState } from './use-list-state';

/** The page of `list` that the URL asks for, and the URL's state to change it. */
export function usePagedList(list: PagedList, extra: { query?: string } = {}) {
  const state = useListState();
  const answer = useProductListPage(list, { ...state.params, ...extra });
  return { state, answer };
}

/** A paged list page's first paint: the page of `list` its URL asks for. */
export const pagedListFirstPaint =
  (list: PagedList): FirstPaint =>
  (_params, search) => [keys.productPage(list, readListParams(search))];
