import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../config/constants';
import { useDebouncedValue } from './use-debounced-value';

/** A search box's text as typed, and the trimmed search the server is asked for once typing stops. */
export const useDebouncedSearch = () => {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return { text, setText, search };
};
