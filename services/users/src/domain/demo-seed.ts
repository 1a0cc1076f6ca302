import { CROCS_BRAND_NAME } from '@lineup/contracts/constants';
import { newCustomerSchema } from '@lineup/contracts/organizations';
import { eq } from 'drizzle-orm';
import type { UsersDb } from '../db/database';
import { organizations } from '../db/schema';
import { noInvitations } from '../invitations/send-invitations';
import { registerNewCustomer } from './customers';

/** The demo customers' buyers: active customer accounts of every store of their organization. */
export const DEMO_BUYER_EMAILS = ['buyer@solestreet.example', 'buyer@mapletrail.example'] as const;

/**
 * Demo customers for a first start: two customer organizations with stores, addresses (every
 * store has a shipping address, so its buyers can submit orders) and customer accounts, created
 * through the new-customer flow itself, so a new user sees filled
 * Organizations, Stores and People lists. The stores focus on Crocs (the brand of the demo
 * catalogs) with a catalog segment each, so the customer portal shows the published demo catalog
 * to the buyers. `roleId` is the customer accounts' role (an external one). Does nothing once any
 * customer exists.
 */
export async function seedDemoCustomers(
  db: UsersDb,
  options: { roleId: string; brands: { id: number; name: string }[] },
) {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.type, 'external'))
    .limit(1);
  if (existing) return [];
  const crocs = (options.brands.find((brand) => brand.name === CROCS_BRAND_NAME) ?? options.brands[0])?.id ?? 1;
  const otherBrand = options.brands.find((brand) => brand.id !== crocs)?.id;
  const account = (email: string, firstName: string, lastName: string) => ({
    email,
    firstName,
    lastName,
    roleId: options.roleId,
  });
  const customers = [
    {
      organization: {
        name: 'Sole Street Footwear',
        address: {
          type: 'physical',
          line1: '120 Ocean Drive',
          city: 'Miami',
          state: 'FL',
          postalCode: '33139',
          country: 'US',
        },
      },
      organizationMainContact: account('maria.lopez@solestreet.example', 'Maria', 'Lopez'),
      stores: [
        {
          name: 'Main Store',
          ownership: 'partner',
          addresses: [
            {
              type: 'billing',
              line1: '120 Ocean Drive',
              city: 'Miami',
              state: 'FL',
              postalCode: '33139',
              country: 'US',
            },
            {
              type: 'shipping',
              line1: '45 Harbor Way',
              city: 'Miami',
              state: 'FL',
              postalCode: '33132',
              country: 'US',
            },
          ],
          brandFocusType: {
            storeType: 'monobrand',
            brandSegmentation: [{ brandId: crocs, segmentation: 'good', catalogSegment: 'athletic' }],
          },
        },
        {
          name: 'New Store',
          ownership: 'owned',
          addresses: [
            {
              type: 'shipping',
              line1: '9 Palm Avenue',
              city: 'Orlando',
              state: 'FL',
              postalCode: '32801',
              country: 'US',
            },
          ],
          brandFocusType: {
            storeType: 'multi-brand',
            brandSegmentation: [
              { brandId: crocs, segmentation: 'better', catalogSegment: 'boutique' },
              ...(otherBrand === undefined ? [] : [{ brandId: otherBrand, segmentation: 'best' }]),
            ],
          },
        },
      ],
      users: [account('sam.chen@solestreet.example', 'Sam', 'Chen'), account(DEMO_BUYER_EMAILS[0], 'Jordan', 'Reyes')],
    },
    {
      organization: {
        name: 'Maple Trail Outfitters',
        address: { type: 'physical', line1: '300 King Street West', city: 'Toronto', state: 'ON', country: 'CA' },
      },
      organizationMainContact: account('olivia.martin@mapletrail.example', 'Olivia', 'Martin'),
      stores: [
        {
          name: 'Main Store',
          ownership: 'wholesale_account',
          addresses: [
            { type: 'billing', line1: '300 King Street West', city: 'Toronto', state: 'ON', country: 'CA' },
            {
              type: 'shipping',
              line1: '75 Dock Street',
              line2: 'Bay 4',
              city: 'Mississauga',
              state: 'ON',
              postalCode: 'L5T 1Z4',
              country: 'CA',
            },
          ],
          brandFocusType: {
            storeType: 'monobrand',
            brandSegmentation: [{ brandId: crocs, segmentation: 'best', catalogSegment: 'crocs' }],
          },
        },
      ],
      users: [account('noah.roy@mapletrail.example', 'Noah', 'Roy'), account(DEMO_BUYER_EMAILS[1], 'Emma', 'Tremblay')],
    },
  ];
  const created = [];
  for (const customer of customers) {
    created.push(await registerNewCustomer(db, newCustomerSchema.parse(customer), noInvitations));
  }
  return created;
}
