import { SEARCH_DEBOUNCE_MS } from '@lineup/contracts/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSearch } from '@/lib/hooks/use-debounced-search';

describe('useDebouncedSearch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies the typed text once typing has paused for 500 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDebouncedSearch());
    expect(SEARCH_DEBOUNCE_MS).toBe(500);

    act(() => result.current.setSearch('ho'));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.setSearch('hoka'));
    expect(result.current.search).toBe('hoka');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current.debouncedSearch).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.debouncedSearch).toBe('hoka');
  });
});
