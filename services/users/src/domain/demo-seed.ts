import { eq } from 'drizzle-orm';
import { newCustomerSchema } from '@lineup/contracts/users';
import type { UsersDb } from '../db/database';
import { organizations } from '../db/schema';
import { registerNewCustomer } from './customers';

/**
 * Demo customers for a first start: two customer organizations with stores,
 * addresses and customer accounts, created through the new-customer flow itself, so a new user
 * sees filled Organizations, Stores and People lists. Does nothing once any customer exists.
 */
export async function seedDemoCustomers(db: UsersDb, options: { roleId: string; brandIds: number[] }) {
  const [existing] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.type, 'external'))
    .limit(1);
  if (existing) return [];
  const [firstBrand = 1, secondBrand = firstBrand] = options.brandIds;
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
      organizationMainContact: {
        email: 'maria.lopez@solestreet.example',
        firstName: 'Maria',
        lastName: 'Lopez',
        roleId: options.roleId,
      },
      stores: [
        {
          name: 'Main Store',
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
            brandSegmentation: [{ brandId: firstBrand, segmentation: 'good' }],
          },
        },
        {
          name: 'New Store',
          addresses: [{ type: 'shipping', line1: '9 Palm Avenue', city: 'Orlando', state: 'FL', country: 'US' }],
          brandFocusType: {
            storeType: 'multi-brand',
            brandSegmentation: [
              { brandId: firstBrand, segmentation: 'better' },
              { brandId: secondBrand, segmentation: 'best' },
            ],
          },
        },
      ],
      users: [{ email: 'sam.chen@solestreet.example', firstName: 'Sam', lastName: 'Chen', roleId: options.roleId }],
    },
    {
      organization: {
        name: 'Maple Trail Outfitters',
        address: { type: 'physical', line1: '300 King Street West', city: 'Toronto', state: 'ON', country: 'CA' },
      },
      organizationMainContact: {
        email: 'olivia.martin@mapletrail.example',
        firstName: 'Olivia',
        lastName: 'Martin',
        roleId: options.roleId,
      },
      stores: [
        {
          name: 'Main Store',
          addresses: [{ type: 'billing', line1: '300 King Street West', city: 'Toronto', state: 'ON', country: 'CA' }],
          brandFocusType: {
            storeType: 'monobrand',
            brandSegmentation: [{ brandId: firstBrand, segmentation: 'best' }],
          },
        },
      ],
      users: [{ email: 'noah.roy@mapletrail.example', firstName: 'Noah', lastName: 'Roy', roleId: options.roleId }],
    },
  ];
  const created = [];
  for (const customer of customers) created.push(await registerNewCustomer(db, newCustomerSchema.parse(customer)));
  return created;
}
