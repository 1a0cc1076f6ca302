import type { Organization } from '@lineup/contracts/organizations';
import { describe, expect, it } from 'vitest';
import { countryLabel } from '@/components/address-form/address-form-values';
import { filterOrganizations } from '@/features/organizations/components/organizations-page';

const anOrganization = (name: string, country: string): Organization => ({
  id: `org-${country}`,
  name,
  type: 'external',
  status: 'active',
  address: { type: 'physical', line1: '1 Main St', city: 'City', state: 'ST', country },
  discounts: {},
  mainContactUserId: null,
  storesCount: 0,
  usersCount: 0,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
});

describe('the organizations list by country', () => {
  const list = [
    anOrganization('Berlin Boots', 'DE'),
    anOrganization('Osaka Soles', 'JP'),
    anOrganization('Willemstad Walk', 'AN'),
    anOrganization('Nowhere Feet', 'ZZ'),
  ];
  const found = (search: string) => filterOrganizations(list, search).map((organization) => organization.name);

  it('names any country, a withdrawn one by its former name, and shows a code naming none as it is', () => {
    expect(list.map((organization) => countryLabel(organization.address?.country))).toEqual([
      'Germany (DE)',
      'Japan (JP)',
      'Netherlands Antilles (AN)',
      'ZZ',
    ]);
  });

  it('finds an organization by its country name or code', () => {
    expect(found('germany')).toEqual(['Berlin Boots']);
    expect(found('JP')).toEqual(['Osaka Soles']);
    expect(found('antilles')).toEqual(['Willemstad Walk']);
    expect(found('zz')).toEqual(['Nowhere Feet']);
  });
});
