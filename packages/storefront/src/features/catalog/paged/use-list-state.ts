import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { type ListParams, listSearch, readListParams } from './list-params';

/** A paged list's state as its URL holds it, and the way to another state of it. */
export function useListState() {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const params = readListParams(search);
  const hrefFor = (next: ListParams) => `${pathname}${listSearch(next, search)}`;
  return {
    params,
    search,
    hrefFor,
    /** A new entry in the history, so the back button returns to the list as it was. */
    show: (next: ListParams) => void navigate(hrefFor(next)),
  };
}

export type ListState = ReturnType<typeof useListState>;
