import { productTexts, successToasts } from '@lineup/contracts/messages';
import { peopleTexts, roleTexts, teamTexts } from '@lineup/contracts/texts/people';
import { userServiceMessages } from '@lineup/contracts/users-messages';
import type { Browser, Page } from '@playwright/test';
import { createCustomer, expect, type Product, signIn, test } from './fixtures';

/** Asks for a login code in a fresh browser context, as someone at the login page would. */
async function askForCode(browser: Browser, product: Product, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(product.baseURL);
  await expect(page).toHaveURL(/\/auth\/start/);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByRole('button', { name: productTexts.login }).click();
  // Every address is answered alike: the code page, naming no one.
  await expect(page.getByText(productTexts.codeSentTo(email))).toBeVisible();
  await context.close();
}

async function expectCodeMailed(browser: Browser, product: Product, email: string) {
  const before = product.mailbox.mailsTo(email);
  await askForCode(browser, product, email);
  await expect.poll(() => product.mailbox.mailsTo(email)).toBe(before + 1);
}

async function expectNoCodeMailed(browser: Browser, product: Product, email: string) {
  const before = product.mailbox.mailsTo(email);
  await askForCode(browser, product, email);
  // The mail goes out after the answer. The admin's code, asked for afterwards, goes out after the
  // one for this address would have: once the admin's has come, this one has come or never will.
  const adminMails = product.mailbox.mailsTo(product.adminEmail);
  await askForCode(browser, product, product.adminEmail);
  await expect.poll(() => product.mailbox.mailsTo(product.adminEmail)).toBe(adminMails + 1);
  expect(product.mailbox.mailsTo(email)).toBe(before);
}

async function search(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
}

test('people, roles and team members: create, find, rename, deactivate and reactivate', async ({
  page,
  product,
  browser,
}) => {
  await signIn(page, product);
  await createCustomer(page, product);

  // A role made in the dialog is offered in the create-user form.
  await page.getByRole('link', { name: 'People', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/people$/);
  await page.getByRole('button', { name: roleTexts.createRole }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(roleTexts.nameLabel, { exact: true }).fill('Buyer');
  await dialog.getByLabel(roleTexts.descriptionLabel).fill('Places orders');
  await dialog.getByLabel(roleTexts.typeLabel).selectOption('external');
  await dialog.getByRole('button', { name: roleTexts.submit }).click();
  await expect(page.getByText(successToasts.roleCreated)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The toast leaves the page's actions free: the next one is clicked while it still shows.
  await page.screenshot({ path: test.info().outputPath('people-role-created-toast.png') });

  // An external user for the customer; the internal organization is not offered.
  await page.getByRole('link', { name: peopleTexts.addNewUser }).click();
  await expect(page.getByRole('heading', { name: peopleTexts.createNewUser })).toBeVisible();
  const organization = page.getByLabel(peopleTexts.organizationLabel);
  await expect(organization.locator('option')).toHaveText([peopleTexts.organizationPlaceholder, 'Acme Shoes']);
  await page.getByLabel(peopleTexts.emailLabel).fill('Grace@Acme.test');
  await page.getByLabel(peopleTexts.firstNameLabel).fill('Grace');
  await page.getByLabel(peopleTexts.lastNameLabel).fill('Hopper');
  await organization.selectOption({ label: 'Acme Shoes' });
  await page.getByLabel(peopleTexts.roleLabel).selectOption({ label: 'Buyer' });
  await page.getByRole('button', { name: peopleTexts.createSubmit }).click();
  await expect(page.getByText(successToasts.userCreated)).toBeVisible();
  // The next creation's toast must be its own: wait for this one to go.
  await expect(page.getByText(successToasts.userCreated)).toHaveCount(0, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/home\/people$/);

  // Found by e-mail, in any case; renamed.
  await search(page, peopleTexts.searchLabel, 'GRACE@acme');
  const grace = page.getByRole('row', { name: /grace@acme\.test/ });
  await expect(grace).toContainText('Grace Hopper');
  await expect(grace).toContainText(peopleTexts.typeCustomer);
  await expect(page.getByRole('row')).toHaveCount(2);
  await grace.getByRole('link', { name: peopleTexts.editUser('Grace Hopper') }).click();
  await expect(page.getByRole('heading', { name: peopleTexts.editingUser })).toBeVisible();
  await expect(page.getByTestId('user-email')).toHaveText('grace@acme.test');
  await page.getByLabel(peopleTexts.firstNameLabel).fill('G');
  await page.getByLabel(peopleTexts.lastNameLabel).fill('Hopper-Murray');
  await page.getByRole('button', { name: peopleTexts.saveChanges }).click();
  await expect(page.getByText(successToasts.userUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/home\/people$/);
  await search(page, peopleTexts.searchLabel, 'hopper-murray');
  await expect(page.getByRole('row', { name: /G Hopper-Murray/ })).toBeVisible();

  // A team member, found on /home/team by full name; they can ask for a login code.
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  await page.getByRole('link', { name: teamTexts.addNewTeamMember }).click();
  await expect(page.getByRole('heading', { name: teamTexts.newTeamMember })).toBeVisible();
  await expect(page.getByLabel(peopleTexts.typeLabel)).toHaveCount(0);
  await page.getByLabel(peopleTexts.emailLabel).fill('alan@lineup.test');
  await page.getByLabel(peopleTexts.firstNameLabel).fill('Alan');
  await page.getByLabel(peopleTexts.lastNameLabel).fill('Turing');
  await page.getByRole('button', { name: teamTexts.createSubmit }).click();
  await expect(page.getByText(successToasts.userCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/home\/team$/);
  await search(page, teamTexts.searchLabel, 'ALAN tur');
  await expect(page.getByRole('row', { name: /Alan Turing/ })).toBeVisible();
  await expectCodeMailed(browser, product, 'alan@lineup.test');

  // Deleting deactivates: the rows stay on /home/people as Inactive, and neither can sign in.
  await page.getByRole('link', { name: 'People', exact: true }).click();
  for (const name of ['G Hopper-Murray', 'Alan Turing']) {
    await page.getByRole('button', { name: peopleTexts.deleteUser(name) }).click();
    await page.getByRole('dialog').getByRole('button', { name: peopleTexts.delete }).click();
    await expect(page.getByText(userServiceMessages.userDeactivated).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(peopleTexts.statusInactive);
  }
  await expectNoCodeMailed(browser, product, 'alan@lineup.test');
  await expectNoCodeMailed(browser, product, 'grace@acme.test');

  // A former team member leaves the team list.
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('row', { name: /Alan Turing/ })).toHaveCount(0);

  // Reactivated, he is Active again, back on the team and can ask for a code.
  await page.getByRole('link', { name: 'People', exact: true }).click();
  await page.getByRole('button', { name: peopleTexts.reactivateUser('Alan Turing') }).click();
  await page.getByRole('dialog').getByRole('button', { name: peopleTexts.reactivate }).click();
  await expect(page.getByText(userServiceMessages.userReactivated)).toBeVisible();
  await expect(page.getByRole('row', { name: /Alan Turing/ })).toContainText(peopleTexts.statusActive);
  await expectCodeMailed(browser, product, 'alan@lineup.test');
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('row', { name: /Alan Turing/ })).toBeVisible();
});
