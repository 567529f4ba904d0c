import { useEffect, useRef } from 'react';

/**
 * The heading of a paged list of results: moving to another page brings it to the top, so the
 * reader stays in the list (and the filters above it in view) rather than at the old page's end.
 * Give the returned ref to the heading.
 */
export function useResultsHeading(page: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const lastPage = useRef(page);
  useEffect(() => {
    if (lastPage.current !== page) heading.current?.scrollIntoView({ block: 'start' });
    lastPage.current = page;
  }, [page]);
  return heading;
}
