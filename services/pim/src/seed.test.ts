import { CROCS_BRAND_NAME } from '@lineup/contracts/constants';
import { CROCS_IMPORT_FORMAT } from '@lineup/contracts/import-format-definition';
import { openTestConnection } from '@lineup/server-kit/test-support/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPimDatabase, type PimDb } from './db/database';
import { deleteBrand, listBrands, updateBrand } from './modules/brands/domain/brands';
import { getBrandImportFormat, saveImportFormat } from './modules/import-formats/domain/import-formats';
import { FIRST_START_BRANDS, seedPim } from './seed';

let connection: Awaited<ReturnType<typeof openTestConnection>>;
let db: PimDb;
beforeAll(async () => {
  connection = await openTestConnection();
  db = await openPimDatabase(connection);
});
afterAll(() => connection.dispose());

const names = async () => (await listBrands(db)).map((brand) => brand.name).sort();

// No store names a brand here: the brand focus check is the brands route's test.
const noStores = { storesWithBrand: async () => 0 };

it('seeds Crocs and the first-start brands once, and only ensures Crocs afterwards', async () => {
  await seedPim(db);
  const firstStart = [CROCS_BRAND_NAME, ...FIRST_START_BRANDS.map((brand) => brand.name)].sort();
  expect(await names()).toEqual(firstStart);
  await seedPim(db);
  expect(await names()).toEqual(firstStart);

  const brands = await listBrands(db);
  const crocs = brands.find((brand) => brand.name === CROCS_BRAND_NAME)!;
  const other = brands.find((brand) => brand.name !== CROCS_BRAND_NAME)!;
  await deleteBrand(db, noStores, other.id);
  await deleteBrand(db, noStores, crocs.id);
  await seedPim(db);
  expect(await names()).toEqual(firstStart.filter((name) => name !== other.name));

  // A Crocs renamed in another case still counts as Crocs.
  const again = (await listBrands(db)).find((brand) => brand.name === CROCS_BRAND_NAME)!;
  await updateBrand(db, again.id, { name: 'CROCS' });
  await seedPim(db);
  expect((await names()).filter((name) => name.toLowerCase() === 'crocs')).toEqual(['CROCS']);
});

it('gives Crocs the built-in Crocs format as version 1 once, and never touches a format staff saved', async () => {
  await seedPim(db);
  const crocs = (await listBrands(db)).find((brand) => brand.name.toLowerCase() === 'crocs')!;
  const seeded = await getBrandImportFormat(db, crocs.id);
  expect(seeded.current).toMatchObject({ version: 1, definition: CROCS_IMPORT_FORMAT });
  expect(seeded.usesBuiltInCrocsFormat).toBe(false);

  await seedPim(db);
  expect((await getBrandImportFormat(db, crocs.id)).versions.map((v) => v.version)).toEqual([1]);

  const edited = { ...CROCS_IMPORT_FORMAT, extraColumns: 'refuse' as const };
  await saveImportFormat(db, crocs.id, edited);
  await seedPim(db);
  const after = await getBrandImportFormat(db, crocs.id);
  expect(after.versions.map((v) => v.version)).toEqual([2, 1]);
  expect(after.current?.definition).toEqual(edited);

  // Other brands get no format from the seed.
  const others = (await listBrands(db)).filter((brand) => brand.id !== crocs.id);
  for (const brand of others) expect((await getBrandImportFormat(db, brand.id)).current).toBeNull();
});
