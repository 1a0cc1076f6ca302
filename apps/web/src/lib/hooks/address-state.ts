import { SEARCH_DEBOUNCE_MS } from '@lineup/contracts/constants';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { searchQuery } from '@/lib/search-params';

/**
 * Screens whose state lives in the address: read through the route's validator (lib/search-params),
 * written with navigate, so reload, Back and a shared link show the screen as it was left.
 */

/**
 * Writes part of the address. Typing and filters replace the current entry, so Back leaves the
 * screen (and finds it again as it was left); a page of a list is an entry of its own. A function
 * patch reads the latest address, so two quick clicks (Next, Next) both count.
 */
export type AddressUpdate<S> = (
  patch: Partial<S> | ((current: S) => Partial<S>),
  options?: { replace?: boolean },
) => void;

/**
 * The screen's state read from the address through `validate` (also applied by its route), and
 * the way to change it. An absent value leaves the address; the page keeps its scroll position.
 */
export function useAddressState<S extends object>(
  validate: (search: Record<string, unknown>) => S,
): [S, AddressUpdate<S>] {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const state = useMemo(() => validate(raw), [validate, raw]);
  const navigate = useNavigate();
  const update = useCallback<AddressUpdate<S>>(
    (patch, options) =>
      void navigate({
        to: '.',
        search: (previous) => ({
          ...previous,
          ...(typeof patch === 'function' ? patch(validate(previous as Record<string, unknown>)) : patch),
        }),
        replace: options?.replace,
        resetScroll: false,
      }),
    [navigate, validate],
  );
  return [state, update];
}

/**
 * A search box whose text reaches the address once typing has paused for SEARCH_DEBOUNCE_MS
 * (500 ms), without a history entry per keystroke; a new search starts on the first page. When the
 * address changes otherwise (Back, a link), the box shows its text.
 */
export function useAddressedSearchBox(
  applied: string | undefined,
  apply: (text: string | undefined) => void,
): { value: string; onValueChange: (value: string) => void } {
  const [text, setText] = useState(applied ?? '');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const written = useRef(applied);

  useEffect(() => {
    if (written.current === applied) return;
    written.current = applied;
    setText(applied ?? '');
  }, [applied]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typing pauses.
  useEffect(() => {
    const next = searchQuery(debounced);
    if (next === written.current) return;
    written.current = next;
    apply(next);
  }, [debounced]);

  return { value: text, onValueChange: setText };
}
