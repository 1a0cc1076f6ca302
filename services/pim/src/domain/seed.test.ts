import { afterAll, beforeAll, expect, it } from 'vitest';
import { CROCS_BRAND_NAME } from '@lineup/contracts/constants';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { openPimDatabase, type PimDb } from '../db/database';
import { deleteBrand, listBrands, updateBrand } from './brands';
import { FIRST_START_BRANDS, seedPim } from './seed';

let connection: Awaited<ReturnType<typeof openTestConnection>>;
let db: PimDb;
beforeAll(async () => {
  connection = await openTestConnection();
  db = await openPimDatabase(connection);
});
afterAll(() => connection.dispose());

const names = async () => (await listBrands(db)).map((brand) => brand.name).sort();

it('seeds Crocs and the first-start brands once, and only ensures Crocs afterwards', async () => {
  await seedPim(db);
  const firstStart = [CROCS_BRAND_NAME, ...FIRST_START_BRANDS.map((brand) => brand.name)].sort();
  expect(await names()).toEqual(firstStart);
  await seedPim(db);
  expect(await names()).toEqual(firstStart);

  const brands = await listBrands(db);
  const crocs = brands.find((brand) => brand.name === CROCS_BRAND_NAME)!;
  const other = brands.find((brand) => brand.name !== CROCS_BRAND_NAME)!;
  await deleteBrand(db, other.id);
  await deleteBrand(db, crocs.id);
  await seedPim(db);
  expect(await names()).toEqual(firstStart.filter((name) => name !== other.name));

  // A Crocs renamed in another case still counts as Crocs.
  const again = (await listBrands(db)).find((brand) => brand.name === CROCS_BRAND_NAME)!;
  await updateBrand(db, again.id, { name: 'CROCS' });
  await seedPim(db);
  expect((await names()).filter((name) => name.toLowerCase() === 'crocs')).toEqual(['CROCS']);
});
