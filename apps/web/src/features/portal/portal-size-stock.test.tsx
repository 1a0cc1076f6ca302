import { stockTexts } from '@lineup/contracts/stock';
import { portalOrderTexts } from '@lineup/contracts/texts/portal';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  aPortalItem,
  portalServer,
  renderPortal,
  resetPortal,
  signInAsCustomer,
} from '@/features/portal/test-support/portal-server';

afterEach(resetPortal);

const ITEM_PAGE = '/portal/catalogs/7/items/10001-001';
const sizes = ['M4', 'M5', 'M6', 'M7'];
const skus = (available: (number | null)[]) =>
  sizes.map((size, i) => ({ sku: `10001-001-${size}`, size, available: available[i] ?? null }));

const described = (size: string) => {
  const input = screen.getByRole('textbox', { name: portalOrderTexts.quantityLabel(size) });
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

describe('the item page’s stock per size', () => {
  it('says what is left of each size as the brand shows it, and nothing where the stock is not known', async () => {
    signInAsCustomer();
    portalServer({ items: { '10001-001': aPortalItem('10001-001', { sizes, skus: skus([0, 3, 250, null]) }) } });
    renderPortal(ITEM_PAGE);
    await screen.findByRole('heading', { name: 'Classic Clog - Black' });
    expect(described('M4')).toContain(stockTexts.soldOut);
    expect(described('M5')).toContain(stockTexts.left(3));
    expect(described('M6')).toContain(stockTexts.left(250));
    expect(described('M7')).toBe('');
  });

  it('shows bands when the brand chose them', async () => {
    signInAsCustomer();
    portalServer({
      items: { '10001-001': aPortalItem('10001-001', { sizes, skus: skus([0, 3, 250, 40]), stockDisplay: 'bands' }) },
    });
    renderPortal(ITEM_PAGE);
    await screen.findByRole('heading', { name: 'Classic Clog - Black' });
    expect(described('M4')).toContain(stockTexts.soldOut);
    expect(described('M5')).toContain(stockTexts.low);
    expect(described('M6')).toContain(stockTexts.plenty);
    expect(described('M7')).toContain('40');
  });
});
