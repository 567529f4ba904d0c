import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address, so a reload or a shared link shows the same list. `set`
 * writes one (an empty value removes it) in place of the current history entry; any filter but
 * the page itself takes the list back to its first page.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { params, set, setParams };
}
