import { internalErrors, successToasts } from '@lineup/contracts/messages';
import { addressTexts, brandFocusTexts, organizationTexts, storeTexts } from '@lineup/contracts/texts/customers';
import type { Locator, Page } from '@playwright/test';
import { chooseCountry, expect, signIn, test } from './fixtures';

const SHOTS = '/tmp/shots';

type AddressInput = {
  line1: string;
  line2?: string;
  city: string;
  postalCode?: string;
  state: string;
  country: string;
};

/** The country first: the postal code field takes what that country's codes are made of. */
async function fillAddress(scope: Locator, address: AddressInput) {
  await chooseCountry(scope, address.country);
  await scope.getByLabel(addressTexts.line1).fill(address.line1);
  if (address.line2) await scope.getByLabel(new RegExp(addressTexts.line2)).fill(address.line2);
  await scope.getByLabel(addressTexts.city, { exact: true }).fill(address.city);
  if (address.postalCode)
    await scope.getByLabel(new RegExp(addressTexts.postalCode)).pressSequentially(address.postalCode);
  await scope.getByLabel(addressTexts.state, { exact: true }).fill(address.state);
}

const card = (page: Page, heading: string) =>
  page.locator('[data-slot=card]').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test('a new customer with two stores, found by country, its address edited, one store given a shipping address and deactivated', async ({
  page,
  product,
}) => {
  await signIn(page, product);
  await page.getByRole('link', { name: 'Organizations', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/organizations$/);

  // A first customer brings a person the second one picks as a saved user.
  await page.getByRole('link', { name: organizationTexts.addNewCustomer }).click();
  await expect(page.getByRole('heading', { name: organizationTexts.newCustomer })).toBeVisible();
  const create = page.getByRole('button', { name: organizationTexts.create, exact: true });
  await expect(create).toBeDisabled();
  await page.getByLabel(organizationTexts.organizationName).fill('Sunrise Sneakers E2E');
  const organization = card(page, organizationTexts.organizationSection);
  await fillAddress(organization, {
    line1: '5 Ocean Dr',
    city: 'Miami',
    postalCode: '33a13999',
    state: 'FL',
    country: 'US',
  });
  // In the United States: digits only, five at most.
  await expect(organization.getByLabel(new RegExp(addressTexts.postalCode))).toHaveValue('33139');
  const contact = card(page, organizationTexts.mainContactSection);
  await contact.getByLabel(organizationTexts.firstName).fill('Rosa');
  await page.getByRole('option', { name: organizationTexts.createNewUser }).click();
  await contact.getByLabel(organizationTexts.lastName).fill('Parks');
  await contact.getByLabel(organizationTexts.email).fill('rosa.e2e@sunrise.test');
  const main = page.getByTestId('customer-store').first();
  await expect(main.getByLabel(organizationTexts.storeName)).toHaveValue('Main Store');
  await main.getByLabel(brandFocusTexts.brand, { exact: true }).selectOption({ label: 'Crocs' });
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/home\/organizations$/);
  await expect(page.getByText(successToasts.customerCreated)).toBeVisible();

  // The second customer: the saved user as main contact, two stores.
  await page.getByRole('link', { name: organizationTexts.addNewCustomer }).click();
  await page.getByLabel(organizationTexts.organizationName).fill('Maple Feet E2E');
  await fillAddress(card(page, organizationTexts.organizationSection), {
    line1: '1 King St',
    city: 'Toronto',
    state: 'ON',
    country: 'CA',
  });
  const contact2 = card(page, organizationTexts.mainContactSection);
  await contact2.getByLabel(organizationTexts.firstName).fill('rosa');
  await page.getByRole('option', { name: /Rosa Parks/ }).click();
  await expect(contact2.getByLabel(organizationTexts.email)).toHaveValue('rosa.e2e@sunrise.test');
  await expect(contact2.getByLabel(organizationTexts.email)).toHaveAttribute('readonly', '');
  await expect(contact2.getByLabel(organizationTexts.role)).toBeDisabled();
  const store1 = page.getByTestId('customer-store').first();
  await store1.getByRole('button', { name: addressTexts.addBilling }).click();
  await store1.getByLabel(addressTexts.sameAsOrganization).check();
  await store1.getByLabel(brandFocusTexts.brand, { exact: true }).selectOption({ label: 'Crocs' });
  await page.getByRole('button', { name: organizationTexts.addStore }).click();
  const store2 = page.getByTestId('customer-store').nth(1);
  await expect(store2.getByLabel(organizationTexts.storeName)).toHaveValue('New Store');
  await expect(store1.getByRole('button', { name: /Remove store/ })).toHaveCount(0);
  await store2.getByLabel(organizationTexts.storeName).fill('Maple Outlet E2E');
  await store2.getByLabel(brandFocusTexts.brand, { exact: true }).selectOption({ label: 'Crocs' });
  await store2.getByRole('button', { name: brandFocusTexts.addBrand }).click();
  await store2.getByLabel(brandFocusTexts.brand, { exact: true }).nth(1).selectOption({ index: 1 });
  await expect(store2.getByText(storeTexts.multiBrand)).toBeVisible();
  await create.click();
  await expect(page).toHaveURL(/\/home\/organizations$/);
  await expect(page.getByText(successToasts.customerCreated).first()).toBeVisible();

  // Found by its country.
  await page.getByRole('searchbox', { name: organizationTexts.searchLabel }).fill('canada');
  const row = page.getByRole('row').filter({ hasText: 'Maple Feet E2E' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Sunrise Sneakers E2E' })).toHaveCount(0);
  await expect(row.getByRole('cell').nth(5)).toHaveText('2');

  // Its address edited.
  await row.getByRole('button', { name: organizationTexts.openMenu('Maple Feet E2E') }).click();
  await page.getByRole('menuitem', { name: organizationTexts.edit }).click();
  await expect(page.getByRole('heading', { name: organizationTexts.editCustomer })).toBeVisible();
  await page.getByLabel(new RegExp(addressTexts.line2)).fill('Floor 3');
  await page.getByRole('button', { name: organizationTexts.saveAddress }).click();
  await expect(page.getByText(successToasts.addressSaved)).toBeVisible();

  // One of its stores: a shipping address, then deactivated.
  await page.getByRole('link', { name: /Maple Outlet E2E/ }).click();
  await expect(page).toHaveURL(/\/home\/stores\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: storeTexts.basicInfoSection })).toBeVisible();
  await page.getByRole('button', { name: addressTexts.addShipping }).click();
  await expect(page.getByRole('button', { name: addressTexts.addShipping })).toHaveCount(0);
  const shipping = page.getByRole('region', { name: addressTexts.shipping });
  await fillAddress(shipping, {
    line1: '7 Harbour Rd',
    city: 'Toronto',
    postalCode: 'M5V 1J2',
    state: 'ON',
    country: 'CA',
  });
  // A Canadian postal code stays as typed.
  await expect(shipping.getByLabel(new RegExp(addressTexts.postalCode))).toHaveValue('M5V 1J2');
  await page.getByRole('button', { name: storeTexts.saveAddresses }).click();
  await expect(page.getByText(successToasts.storeAddressesUpdated)).toBeVisible();
  await page.getByRole('button', { name: storeTexts.deactivateStore }).click();
  const confirm = page.getByRole('dialog', { name: storeTexts.deactivateTitle('Maple Outlet E2E') });
  await expect(confirm.getByText(storeTexts.deactivateQuestion)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/store-deactivate-confirm.png` });
  await confirm.getByRole('button', { name: storeTexts.deactivateStore }).click();
  await expect(page.getByText(successToasts.storeStatusUpdated)).toBeVisible();
  await expect(page.getByRole('button', { name: storeTexts.activateStore })).toBeVisible();

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Stores' }).click();
  const storeRow = page.getByRole('row').filter({ hasText: 'Maple Outlet E2E' });
  await expect(storeRow.getByRole('cell').nth(1)).toHaveText(storeTexts.statusInactive);
  await expect(storeRow.getByRole('cell').nth(2)).toHaveText(storeTexts.multiBrand);
  await expect(storeRow.getByRole('cell').nth(5)).toHaveText(storeTexts.addressesShippingOnly);

  // An unknown organization goes back to the list.
  await page.goto(`${product.baseURL}/home/organizations/edit/00000000-0000-4000-8000-000000000000`);
  await expect(page).toHaveURL(/\/home\/organizations$/);
  await expect(page.getByText(internalErrors.organizationNotFound).first()).toBeVisible();
});
