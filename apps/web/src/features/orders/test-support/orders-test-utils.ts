import type { Brand } from '@lineup/contracts/pim';
import { shellTexts } from '@lineup/contracts/messages';
import { screen, within } from '@testing-library/react';
import { ok, stubApi } from '@/test/render-app';

export const testBrands: Brand[] = [
  { id: 1, name: 'Crocs', description: null, categoryId: 1, status: 'active', createdAt: '', updatedAt: '' },
  { id: 2, name: 'Hoka', description: null, categoryId: 1, status: 'active', createdAt: '', updatedAt: '' },
];

/** The API the shell needs (signed-in user, brands); the order screens call nothing. */
export function stubShellApi() {
  return stubApi(({ path }) => (path === '/api/brands' ? ok(testBrands) : undefined));
}

export function crumbLabels(): string[] {
  const crumbs = screen.getByRole('navigation', { name: shellTexts.breadcrumb });
  return within(crumbs)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** The sidebar links marked active (data-active="true"), by their text. */
export function activeSidebarLinks(): string[] {
  return screen
    .getAllByRole('link')
    .filter((link) => link.closest('[data-sidebar]') && link.getAttribute('data-active') === 'true')
    .map((link) => link.textContent ?? '');
}
