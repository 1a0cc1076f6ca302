import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadTestBrand } from '@/features/upload/test-support/upload-test-utils';
import { brandsList } from '@/test/fakes/brands';
import { renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const brand = uploadTestBrand;

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Upload Inventory dialog: what a disabled control needs', () => {
  it('the disabled Upload says what is missing, the required dates are marked, the (WIP) brands say why', async () => {
    stubApi(brandsList([brand(1, 'Crocs', 1), brand(2, 'Birkenstock', null)]));
    renderApp('/home/catalogs');
    fireEvent.click(await screen.findByRole('button', { name: uploadDialogTexts.title }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(uploadDialogTexts.brandLineList) }));

    const upload = (await within(dialog).findByRole('button', { name: uploadDialogTexts.upload })) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    expect(description(upload)).toBe(
      uploadDialogTexts.uploadNeeds([
        uploadDialogTexts.missingType,
        uploadDialogTexts.missingBrand,
        uploadDialogTexts.missingFile,
      ]),
    );
    expect(within(dialog).getByText(description(upload))).toBeTruthy();

    const brandSelect = within(dialog).getByLabelText(uploadDialogTexts.brand) as HTMLSelectElement;
    await waitFor(() => expect(brandSelect.disabled).toBe(false));
    expect(description(brandSelect)).toBe(uploadDialogTexts.wipReason);
    const wip = [...brandSelect.options].find((option) => option.value === '2');
    expect(wip?.disabled).toBe(true);
    expect(wip?.title).toBe(uploadDialogTexts.wipReason);

    fireEvent.change(within(dialog).getByLabelText(uploadDialogTexts.lineListType), { target: { value: 'pre-book' } });
    fireEvent.change(brandSelect, { target: { value: '1' } });
    const dateSent = within(dialog).getByLabelText(uploadDialogTexts.dateSent);
    expect(description(dateSent)).toBe(uploadDialogTexts.requiredLabel);
    expect(description(within(dialog).getByLabelText(uploadDialogTexts.deadlineForOrders))).toBe(
      uploadDialogTexts.requiredLabel,
    );
    expect(description(upload)).toBe(
      uploadDialogTexts.uploadNeeds([
        uploadDialogTexts.missingDateSent,
        uploadDialogTexts.missingDeadline,
        uploadDialogTexts.missingFile,
      ]),
    );
  });
});
