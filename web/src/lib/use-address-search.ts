import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../config/constants';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The search box over a search kept in the address (`q`): what is typed goes to the address once
 * typing stops (replacing the history entry, not one per word); a search the address gets
 * otherwise (a view opened, Back) is put in the box.
 */
export const useAddressSearch = (
  search: string,
  setSearch: (search: string | undefined) => void,
) => {
  const [text, setText] = useState(search);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const written = useRef(search);

  useEffect(() => {
    if (search !== written.current) {
      written.current = search;
      setText(search);
    }
  }, [search]);

  // Only a new debounced text is written; the setter changes with every address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (typed === written.current) return;
    written.current = typed;
    setSearch(typed || undefined);
  }, [typed]);

  return { text, setText };
};
