import { brandTexts } from '@lineup/contracts/texts/brands';
import { unsavedChangesTexts } from '@lineup/contracts/texts/unsaved-changes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aBrand, brandsInMemory } from '@/test/fakes/brands';
import { leaveGuardSettled, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

function brandsServer() {
  return stubApi(brandsInMemory([aBrand(1, 'Crocs')]).handler);
}

const leaveDialog = () => screen.findByRole('dialog', { name: unsavedChangesTexts.title });
const createButton = () => screen.getByRole('button', { name: brandTexts.createSubmit }) as HTMLButtonElement;

describe('a brand form with unsaved changes', () => {
  it('asks before Back leaves it: Stay keeps the page and what was typed, Leave goes', async () => {
    brandsServer();
    const router = renderApp('/home/brands/create');
    const name = (await screen.findByLabelText(brandTexts.nameLabel)) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Hoka' } });
    // The form has taken the change in (validated, so Create is enabled).
    await waitFor(() => expect(createButton().disabled).toBe(false));
    await leaveGuardSettled();

    fireEvent.click(screen.getByRole('button', { name: brandTexts.back }));
    const ask = await leaveDialog();
    expect(within(ask).getByText(unsavedChangesTexts.description)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: unsavedChangesTexts.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/home/brands/create');
    expect((screen.getByLabelText(brandTexts.nameLabel) as HTMLInputElement).value).toBe('Hoka');

    // Any way out asks, the sidebar's links too (here: a navigation the router is told to make).
    act(() => void router.navigate({ to: '/home/stores' }));
    fireEvent.click(within(await leaveDialog()).getByRole('button', { name: unsavedChangesTexts.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/stores'));
  });

  it('does not ask when nothing was changed, nor after a successful save', async () => {
    brandsServer();
    const router = renderApp('/home/brands/create');
    await screen.findByLabelText(brandTexts.nameLabel);
    fireEvent.click(screen.getByRole('button', { name: brandTexts.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/brands'));

    act(() => void router.navigate({ to: '/home/brands/edit/$brandId', params: { brandId: '1' } }));
    const name = (await screen.findByLabelText(brandTexts.nameLabel)) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Crocs'));
    const submit = screen.getByRole('button', { name: brandTexts.editSubmit }) as HTMLButtonElement;
    // Emptied then renamed: each step is seen through Save, so the form is known to be changed.
    fireEvent.change(name, { target: { value: '' } });
    await waitFor(() => expect(submit.disabled).toBe(true));
    fireEvent.change(name, { target: { value: 'Crocs Inc' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/brands'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a form changed back to what it was is not "unsaved"', async () => {
    brandsServer();
    const router = renderApp('/home/brands/create');
    const name = await screen.findByLabelText(brandTexts.nameLabel);
    fireEvent.change(name, { target: { value: 'Hoka' } });
    await waitFor(() => expect(createButton().disabled).toBe(false));
    fireEvent.change(name, { target: { value: '' } });
    await waitFor(() => expect(createButton().disabled).toBe(true));
    await leaveGuardSettled();
    fireEvent.click(screen.getByRole('button', { name: brandTexts.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/brands'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
