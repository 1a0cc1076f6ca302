import { uploadDialogTexts } from '@lineup/contracts/texts/upload';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openUploadDialog, uploadTestBrand } from '@/features/upload/test-support/upload-test-utils';
import { brandsList } from '@/test/fakes/brands';
import { renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

async function brandSelectWith(brands: ReturnType<typeof uploadTestBrand>[]) {
  stubApi(brandsList(brands));
  renderApp('/home/catalogs');
  const dialog = await openUploadDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(uploadDialogTexts.brandLineList) }));
  const select = (await within(dialog).findByLabelText(uploadDialogTexts.brand)) as HTMLSelectElement;
  await waitFor(() => expect(select.disabled).toBe(false));
  return select;
}

const optionsOf = (select: HTMLSelectElement) =>
  [...select.options].filter((option) => option.value).map((option) => [option.textContent, option.disabled]);

describe('Upload Inventory dialog: the brand select', () => {
  it('takes a brand by its import format, not its name: one without a format is (WIP), disabled, and says why', async () => {
    const select = await brandSelectWith([uploadTestBrand(1, 'Crocs', null), uploadTestBrand(2, 'Hoka', 3)]);
    expect(optionsOf(select)).toEqual([
      ['Crocs (WIP)', true],
      ['Hoka', false],
    ]);
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      uploadDialogTexts.wipReason,
    );
    fireEvent.change(select, { target: { value: '2' } });
    expect(select.value).toBe('2');
  });

  it('has no (WIP) and no reason when every brand has an import format', async () => {
    const select = await brandSelectWith([uploadTestBrand(1, 'Crocs', 1), uploadTestBrand(2, 'Hoka', 1)]);
    expect(optionsOf(select)).toEqual([
      ['Crocs', false],
      ['Hoka', false],
    ]);
    expect(select.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(uploadDialogTexts.wipReason)).toBeNull();
  });
});
