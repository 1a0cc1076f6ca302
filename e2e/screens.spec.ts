import fs from 'node:fs';
import path from 'node:path';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { navigationTexts } from '@lineup/contracts/texts/navigation';
import { peopleTexts } from '@lineup/contracts/texts/people';
import type { Page } from '@playwright/test';
import { expect, type Product, signIn, test } from './fixtures';

// A first start's demo data: brands, line lists with their catalogs, customers with stores, people.
test.use({ seedDemoData: true });

const PHONE = { width: 390, height: 844 };

/** The signed-in SPA's token, for calls that set up or look up data. */
async function api(page: Page, product: Product) {
  const token = await page.evaluate(() => localStorage.getItem('lineup.accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  return {
    async get<T>(pathname: string): Promise<T> {
      const response = await page.request.get(`${product.baseURL}${pathname}`, { headers });
      expect(response.status(), `GET ${pathname}`).toBe(200);
      return (await response.json()).data as T;
    },
    async post(pathname: string, data: unknown) {
      const response = await page.request.post(`${product.baseURL}${pathname}`, { headers, data });
      expect(response.status(), `POST ${pathname}`).toBe(201);
    },
  };
}

const rowNames = (page: Page) => page.locator('tbody tr td:first-child');

test('a list keeps its search and page through a reload, a shared link and Back', async ({ page, product }) => {
  await signIn(page, product);
  const calls = await api(page, product);
  for (let i = 1; i <= 14; i += 1) {
    await calls.post('/api/brands', { name: `Zeta ${String(i).padStart(2, '0')}`, categoryId: 1 });
  }
  // A fresh load: the brands list the app already holds predates them.
  await page.goto(`${product.baseURL}/home/brands`);
  await page.getByRole('searchbox').fill('zeta');
  await expect(page).toHaveURL(/\/home\/brands\?q=zeta$/);
  await expect(rowNames(page)).toHaveCount(10);
  await page.getByRole('button', { name: brandTexts.next }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rowNames(page)).toHaveText(['Zeta 11', 'Zeta 12', 'Zeta 13', 'Zeta 14']);

  await page.reload();
  await expect(rowNames(page)).toHaveText(['Zeta 11', 'Zeta 12', 'Zeta 13', 'Zeta 14']);
  await expect(page.getByRole('searchbox')).toHaveValue('zeta');

  await page.getByRole('link', { name: brandTexts.editBrand('Zeta 12') }).click();
  await expect(page).toHaveURL(/\/home\/brands\/edit\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/home\/brands\?/);
  await expect(rowNames(page)).toHaveText(['Zeta 11', 'Zeta 12', 'Zeta 13', 'Zeta 14']);
  await expect(page.getByRole('searchbox')).toHaveValue('zeta');

  // A shared link opens on the same page, in a tab of its own.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(rowNames(shared)).toHaveText(['Zeta 11', 'Zeta 12', 'Zeta 13', 'Zeta 14']);
  // Nonsense in the address falls back to the defaults, without an error page.
  await shared.goto(`${product.baseURL}/home/brands?page=abc&q=%7B%7D&sort=sideways`);
  await expect(rowNames(shared)).toHaveCount(10);
  await expect(shared.getByRole('searchbox')).toHaveValue('');
  await shared.close();
});

test('the command palette jumps to a store by name, from the keyboard', async ({ page, product }) => {
  await signIn(page, product);
  const stores = await (await api(page, product)).get<{ id: string; name: string }[]>('/api/stores');
  const store = stores.find((candidate) => candidate.name === 'New Store');
  expect(store, 'the demo data has a store named New Store').toBeTruthy();

  // The shortcut belongs to the signed-in shell: wait for its header.
  await expect(page.getByRole('button', { name: navigationTexts.openPaletteLabel })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: navigationTexts.paletteTitle });
  await expect(palette).toBeVisible();
  await palette.getByRole('combobox').fill('new store');
  await expect(palette.getByRole('option', { name: /New Store/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/home/stores/${store!.id}$`));
  await expect(palette).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /New Store/ })).toBeVisible();
});

/** Every /home page of the route tree, its parameters filled from the demo data. */
function homeRoutes(): string[] {
  const tree = fs.readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/routeTree.gen.ts'), 'utf8');
  const block = /interface FileRoutesByFullPath \{([\s\S]*?)\}/.exec(tree)?.[1] ?? '';
  const paths = [...block.matchAll(/'(\/home[^']*)'/g)].map((match) => match[1]!.replace(/\/$/, '') || '/home');
  return [...new Set(paths)].sort();
}

test('no /home page scrolls sideways on a 390 px phone, and row actions stay within reach', async ({
  page,
  product,
}) => {
  await signIn(page, product);
  const calls = await api(page, product);
  const [brands, lineLists, catalogs, organizations, stores, users] = await Promise.all([
    calls.get<{ id: number }[]>('/api/brands'),
    calls.get<{ id: number }[]>('/api/line-lists'),
    calls.get<{ id: number; catalogs: unknown[] }[]>('/api/crocs/catalogs/latest'),
    calls.get<{ id: string; type: string }[]>('/api/organizations'),
    calls.get<{ id: string }[]>('/api/stores'),
    calls.get<{ id: string }[]>('/api/users'),
  ]);
  const orders = await calls.get<{ id: number }[]>('/api/orders/staff?page=1&pageSize=1');
  const samples: Record<string, string | undefined> = {
    brandId: String(brands[0]?.id ?? ''),
    lineListId: String(catalogs[0]?.id ?? lineLists[0]?.id ?? ''),
    orderId: orders[0] ? String(orders[0].id) : undefined,
    organizationId: organizations.find((organization) => organization.type === 'external')?.id,
    storeId: stores[0]?.id,
    userId: users[0]?.id,
    catalogType: 'pre-book',
  };

  await page.setViewportSize(PHONE);
  const wide: string[] = [];
  for (const route of homeRoutes()) {
    const params = [...route.matchAll(/\$(\w+)/g)].map((match) => match[1]!);
    for (const param of params) expect(param in samples, `a sample value for $${param} (${route})`).toBe(true);
    if (params.some((param) => !samples[param])) {
      test.info().annotations.push({ type: 'skipped route', description: `${route}: no data for it` });
      continue;
    }
    const url = route.replace(/\$(\w+)/g, (_, param: string) => samples[param]!);
    await page.goto(`${product.baseURL}${url}`);
    await expect(page.locator('#main-content h1').first(), url).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > PHONE.width) wide.push(`${url}: ${scrollWidth} px`);
  }
  expect(wide, 'pages wider than the phone').toEqual([]);

  // A wide table scrolls in its own box; its row actions stay pinned within the screen.
  await page.goto(`${product.baseURL}/home/people`);
  const firstRow = page.locator('tbody tr').first();
  const name = (await firstRow.locator('td').first().innerText()).trim();
  const edit = firstRow.getByRole('link', { name: peopleTexts.editUser(name) });
  await expect(edit).toBeVisible();
  // The row may be drawn again as the shell's lists arrive: measure the link as it settles.
  await expect
    .poll(async () => {
      const box = await edit.boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(PHONE.width);
});
