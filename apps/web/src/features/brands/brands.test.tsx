import { errorMessages } from '@lineup/contracts/error-messages';
import { successToasts } from '@lineup/contracts/messages';
import type { Brand } from '@lineup/contracts/pim';
import { pimMessages } from '@lineup/contracts/pim-messages';
import { shellTexts } from '@lineup/contracts/shell-texts';
import { brandTexts } from '@lineup/contracts/texts/brands';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aBrand, brandsInMemory } from '@/test/fakes/brands';
import { failure, ok, renderApp, resetApp, stubApi } from '@/test/render-app';
import { firstCellTexts as rowNames } from '@/test/table-rows';

afterEach(resetApp);

/** A brands API in memory: list, create, update, delete. */
function brandsServer(initial: Brand[], refuse: Record<string, Response> = {}) {
  const brands = brandsInMemory(initial, refuse);
  return { calls: stubApi(brands.handler), current: brands.current };
}

describe('/home/brands', () => {
  it('shows the columns, "No description" and the Add Brand link', async () => {
    brandsServer([aBrand(1, 'Crocs', { description: 'Clogs' }), aBrand(2, 'Hoka')]);
    renderApp('/home/brands');
    expect(await screen.findByRole('cell', { name: 'Hoka' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Brand name', 'Status', 'Created at', 'Updated at', 'Description', 'Actions']);
    expect(screen.getByText('No description')).toBeTruthy();
    expect(screen.getByText('Clogs')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add Brand/ }).getAttribute('href')).toBe('/home/brands/create');
    expect(screen.getByRole('link', { name: 'Edit Hoka' }).getAttribute('href')).toBe('/home/brands/edit/2');
  });

  it('filters by name without regard to case, only after 500 ms without typing', async () => {
    brandsServer([aBrand(1, 'Crocs'), aBrand(2, 'Hoka'), aBrand(3, 'Birkenstock')]);
    renderApp('/home/brands');
    await screen.findByRole('cell', { name: 'Hoka' });
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'HOK' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(rowNames()).toEqual(['Crocs', 'Hoka', 'Birkenstock']);
    fireEvent.change(search, { target: { value: 'hoka' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // The timer restarted with the last keystroke: still unfiltered.
    expect(rowNames()).toHaveLength(3);
    await waitFor(() => expect(rowNames()).toEqual(['Hoka']));

    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No brands found')).toBeTruthy();
    expect(screen.getByText('Add a new brand to get started.')).toBeTruthy();
    // The list is not empty: the search is. Clear search brings the brands back.
    fireEvent.click(screen.getByRole('button', { name: shellTexts.clearSearch }));
    await waitFor(() => expect(rowNames()).toEqual(['Crocs', 'Hoka', 'Birkenstock']));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('pages by 10 with Previous and Next', async () => {
    const many = Array.from({ length: 23 }, (_, i) => aBrand(i + 1, `Brand ${String(i + 1).padStart(2, '0')}`));
    brandsServer(many);
    renderApp('/home/brands');
    await screen.findByRole('cell', { name: 'Brand 01' });
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(rowNames()).toHaveLength(10);
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    await waitFor(() => expect(rowNames()[0]).toBe('Brand 11'));
    expect(rowNames()).toHaveLength(10);
    fireEvent.click(next);
    await waitFor(() => expect(rowNames()).toEqual(['Brand 21', 'Brand 22', 'Brand 23']));
    expect(next.disabled).toBe(true);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    fireEvent.click(previous);
    await waitFor(() => expect(rowNames()[0]).toBe('Brand 11'));
  });

  it('asks before deleting: Cancel keeps the brand, Delete removes it and the list follows', async () => {
    const server = brandsServer([aBrand(1, 'Crocs'), aBrand(2, 'Hoka')]);
    renderApp('/home/brands');
    await screen.findByRole('cell', { name: 'Hoka' });
    fireEvent.click(screen.getByRole('button', { name: 'Line Lists' }));
    expect(await screen.findByRole('link', { name: 'Hoka' })).toBeTruthy();

    const deleteHoka = screen.getByRole('button', { name: 'Delete Hoka' });
    deleteHoka.focus();
    fireEvent.click(deleteHoka);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Brand (Hoka)')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure you want to delete this brand?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    // The focus is back on the button that opened the question, not on the page's body.
    await waitFor(() => expect(document.activeElement).toBe(deleteHoka));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Hoka' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(pimMessages.brandDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Hoka' })).toBeNull());
    expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/brands/2']);
    // The sidebar's brand sub-entries follow the same list.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Hoka' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Crocs' })).toBeTruthy();
  });

  it('shows the server message when a delete is refused', async () => {
    brandsServer([aBrand(1, 'Crocs')], { 'DELETE /api/brands/1': failure(409, pimMessages.brandInUse) });
    renderApp('/home/brands');
    await screen.findByRole('cell', { name: 'Crocs' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Crocs' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(pimMessages.brandInUse)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Crocs' })).toBeTruthy();
  });
});

describe('brand forms', () => {
  it('creates a brand: name required, description only while checked, categoryId 1', async () => {
    const server = brandsServer([aBrand(1, 'Crocs')]);
    const router = renderApp('/home/brands/create');
    expect(await screen.findByRole('heading', { name: 'Create Brand' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Create Brand' }) as HTMLButtonElement;
    const name = screen.getByLabelText('Name');
    const description = screen.getByLabelText('Description') as HTMLTextAreaElement;
    expect(submit.disabled).toBe(true);
    expect(description.disabled).toBe(true);

    fireEvent.change(name, { target: { value: '   ' } });
    expect(await screen.findByText(validationMessages.brandNameRequired)).toBeTruthy();
    expect(submit.disabled).toBe(true);

    fireEvent.change(name, { target: { value: 'Hoka' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(screen.queryByText(validationMessages.brandNameRequired)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Has Description' }));
    await waitFor(() => expect(description.disabled).toBe(false));
    fireEvent.change(description, { target: { value: 'Running shoes' } });
    // Unchecking clears the description.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Has Description' }));
    await waitFor(() => expect(description.value).toBe(''));
    expect(description.disabled).toBe(true);

    fireEvent.click(submit);
    expect(await screen.findByText(successToasts.brandCreated)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/brands'));
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ name: 'Hoka', categoryId: 1, description: null });
    // The new brand is in the sidebar without a reload.
    fireEvent.click(screen.getByRole('button', { name: 'Line Lists' }));
    expect((await screen.findByRole('link', { name: 'Hoka' })).getAttribute('href')).toBe('/home/brand/101/line-lists');
  });

  it('says a name over 100 characters is too long before sending it', async () => {
    const server = brandsServer([aBrand(1, 'Crocs')]);
    renderApp('/home/brands/create');
    const name = await screen.findByLabelText('Name');
    const submit = screen.getByRole('button', { name: 'Create Brand' }) as HTMLButtonElement;
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    expect(await screen.findByText(pimMessages.brandNameTooLong)).toBeTruthy();
    expect(submit.disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'y'.repeat(100) } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the description when checked, and shows the server message on a duplicate', async () => {
    const server = brandsServer([aBrand(1, 'Crocs')], {
      'POST /api/brands': failure(409, errorMessages.brands[409]),
    });
    const router = renderApp('/home/brands/create');
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: ' crocs ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Has Description' }));
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: ' Clogs ' } });
    const submit = screen.getByRole('button', { name: 'Create Brand' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText(errorMessages.brands[409])).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home/brands/create');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'crocs',
      categoryId: 1,
      description: 'Clogs',
    });
  });

  it('edits a brand: title Create Brand, at most 100 characters, update toast', async () => {
    const server = brandsServer([aBrand(1, 'Crocs', { description: 'Clogs' }), aBrand(2, 'Hoka')]);
    const router = renderApp('/home/brands/edit/1');
    expect(await screen.findByRole('heading', { name: 'Create Brand' })).toBeTruthy();
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Crocs');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Clogs');
    expect(screen.getByRole('checkbox', { name: 'Has Description' }).getAttribute('data-state')).toBe('checked');
    const submit = screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;

    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    expect(await screen.findByText(pimMessages.brandNameTooLong)).toBeTruthy();
    expect(submit.disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'y'.repeat(100) } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.change(name, { target: { value: 'Crocs Inc' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Has Description' }));
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText(successToasts.brandUpdated)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/brands'));
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/brands/1');
    expect(put?.body).toEqual({ name: 'Crocs Inc', categoryId: 1, description: null, wholesalePercent: 50 });
  });

  it("edits the brand's wholesale price rule: a percent above 0 and at most 100, in hundredths", async () => {
    const server = brandsServer([aBrand(1, 'Crocs')]);
    renderApp('/home/brands/edit/1');
    const percent = (await screen.findByLabelText(brandTexts.wholesalePercentLabel)) as HTMLInputElement;
    expect(percent.value).toBe('50');
    const submit = screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    for (const value of ['0', '100.5', '12.345', 'half', '']) {
      fireEvent.change(percent, { target: { value } });
      expect(await screen.findByText(brandTexts.wholesalePercentInvalid), value).toBeTruthy();
      expect(submit.disabled).toBe(true);
    }
    fireEvent.change(percent, { target: { value: '47.5' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText(successToasts.brandUpdated)).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ wholesalePercent: 47.5 });
  });

  it('shows "Brand not set yet" until the brand is known', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi(async ({ path }) => {
      if (path === '/api/brands') {
        await gate;
        return ok([aBrand(1, 'Crocs')]);
      }
      return undefined;
    });
    renderApp('/home/brands/edit/1');
    expect(await screen.findByText('Brand not set yet')).toBeTruthy();
    release();
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Crocs');
  });

  for (const id of ['999', 'abc']) {
    it(`goes back to /home/brands with "Brand not found" for the id ${id}`, async () => {
      brandsServer([aBrand(1, 'Crocs')]);
      const router = renderApp(`/home/brands/edit/${id}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/home/brands'));
      expect(await screen.findByText(errorMessages.brands[404])).toBeTruthy();
    });
  }
});
