import { lineListDetailsMessages } from '@lineup/contracts/line-list-details';
import type { LineList } from '@lineup/contracts/pim';
import { previewTexts } from '@lineup/contracts/texts/line-list-preview';
import { unsavedChangesTexts } from '@lineup/contracts/texts/unsaved-changes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lineList, previewOf } from '@/features/line-list-preview/test-support/preview-fixtures';
import { brandsList } from '@/test/fakes/brands';
import { answersByRoute, serveFirst } from '@/test/fakes/fake-api';
import { lineListsList } from '@/test/fakes/line-lists';
import { failure, leaveGuardSettled, ok, renderApp, resetApp, stubApi } from '@/test/render-app';

afterEach(resetApp);

const texts = previewTexts.details;

/** A saved pre-book line list of no items, sent on 2026-11-11, its catalogs created. */
const saved = lineList({
  status: 'sorting-pending',
  itemsCount: 0,
  sentOn: '2026-11-11',
  dateSent: '2026-11-11',
  receivedOn: null,
  deadline: '2026-12-31',
  catalogsCreated: 1,
});

/** The PIM as the page sees it: the preview, and PUT answering the line list with the changes. */
function server(answerPut: (body: Partial<LineList>) => Response = (body) => ok({ ...saved, ...body })) {
  return stubApi(
    serveFirst(
      answersByRoute({
        'GET /api/crocs/preview/7': () => ok(previewOf([], saved)),
        'PUT /api/line-lists/7': (call) => answerPut(call.body as Partial<LineList>),
      }),
      lineListsList([]),
      brandsList([]),
    ),
  );
}

const form = () => screen.findByRole('form', { name: texts.title });
const leaveDialog = () => screen.findByRole('dialog', { name: unsavedChangesTexts.title });
const saveButton = () => screen.getByRole('button', { name: texts.save }) as HTMLButtonElement;

describe('the details of a saved line list (Edit)', () => {
  it('shows its name, description and calendar dates as they are, and saves only what changed', async () => {
    const calls = server();
    renderApp('/home/line-list/preview/7');
    const details = await form();
    const name = within(details).getByLabelText(texts.name) as HTMLInputElement;
    expect(name.value).toBe('Spring 2026');
    expect(within(details).getByLabelText(texts.dateSent).textContent).toContain('11/11/2026');
    expect(within(details).getByLabelText(texts.deadlineForOrders).textContent).toContain('12/31/2026');
    expect(within(details).getByLabelText(texts.deadlineForOffers).textContent).toContain(texts.pickDate);
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(name, { target: { value: '  Spring 2026 final ' } });
    fireEvent.change(within(details).getByLabelText(texts.description), { target: { value: 'Second round' } });
    fireEvent.click(within(details).getByLabelText(texts.deadlineForOrders));
    fireEvent.click(await screen.findByRole('button', { name: texts.clear }));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      name: 'Spring 2026 final',
      description: 'Second round',
      deadline: null,
    });
    expect(await screen.findByText(lineListDetailsMessages.updated)).toBeTruthy();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect((within(details).getByLabelText(texts.name) as HTMLInputElement).value).toBe('Spring 2026 final');
  });

  it('refuses an empty name or one of 101 characters before sending anything', async () => {
    const calls = server();
    renderApp('/home/line-list/preview/7');
    const details = await form();
    const name = within(details).getByLabelText(texts.name);
    fireEvent.change(name, { target: { value: '   ' } });
    expect(await within(details).findByText(lineListDetailsMessages.nameRequired)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'x'.repeat(101) } });
    expect(await within(details).findByText(lineListDetailsMessages.nameTooLong)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'x'.repeat(100) } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    server(() => failure(400, lineListDetailsMessages.nameTooLong));
    renderApp('/home/line-list/preview/7');
    const details = await form();
    fireEvent.change(within(details).getByLabelText(texts.name), { target: { value: 'Renamed' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText(lineListDetailsMessages.nameTooLong)).toBeTruthy();
    expect((within(details).getByLabelText(texts.name) as HTMLInputElement).value).toBe('Renamed');
  });

  it('asks before leaving with unsaved changes', async () => {
    server();
    const router = renderApp('/home/line-list/preview/7');
    const details = await form();
    fireEvent.change(within(details).getByLabelText(texts.name), { target: { value: 'Renamed' } });
    // The form has taken the change in (Save is enabled).
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await leaveGuardSettled();
    fireEvent.click(screen.getByRole('button', { name: previewTexts.back }));
    const dialog = await leaveDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: unsavedChangesTexts.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/home/line-list/preview/7');
    fireEvent.click(screen.getByRole('button', { name: previewTexts.back }));
    fireEvent.click(within(await leaveDialog()).getByRole('button', { name: unsavedChangesTexts.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/catalogs'));
  });
});
