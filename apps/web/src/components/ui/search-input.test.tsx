import { SEARCH_BOX_WIDTH_PX } from '@lineup/contracts/constants';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from '@/components/ui/search-input';

describe('SearchInput', () => {
  it('is a labelled search box at most 360 px wide that reports what is typed', () => {
    const onValueChange = vi.fn();
    render(<SearchInput value="" onValueChange={onValueChange} placeholder="Search..." aria-label="Search things" />);
    const box = screen.getByRole('searchbox', { name: 'Search things' }) as HTMLInputElement;
    expect(box.placeholder).toBe('Search...');
    expect(SEARCH_BOX_WIDTH_PX).toBe(360);
    expect((box.parentElement as HTMLElement).style.maxWidth).toBe('360px');
    expect(box.parentElement?.querySelector('svg')).not.toBeNull();

    fireEvent.change(box, { target: { value: 'hoka' } });
    expect(onValueChange).toHaveBeenCalledWith('hoka');
  });

  it('can be shown inert', () => {
    render(<SearchInput disabled aria-label="Search things" />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).disabled).toBe(true);
  });
});
