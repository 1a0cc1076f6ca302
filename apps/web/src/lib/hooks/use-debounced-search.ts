import { SEARCH_DEBOUNCE_MS } from '@lineup/contracts/constants';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

/**
 * A search box's text as typed (`search`, for the input) and as applied (`debouncedSearch`, for the
 * filter), once the typing has paused for SEARCH_DEBOUNCE_MS (500 ms).
 */
export function useDebouncedSearch() {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  return { search, setSearch, debouncedSearch };
}
