import { errorMessages } from '@lineup/contracts/error-messages';
import { failureToasts, successToasts } from '@lineup/contracts/messages';
import { roleTexts } from '@lineup/contracts/texts/people';
import type { Role } from '@lineup/contracts/users';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoleFailureMessage } from '@/features/roles/api/create-role';
import { RolesCreateDialog } from '@/features/roles/components/roles-create-dialog';
import { type AnalyticsClient, setAnalyticsClient } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { setTokenStore } from '@/lib/auth/session';
import { createInTabLock, createTokenStore } from '@/lib/auth/token-store';
import { createQueryClient } from '@/lib/query-client';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { jsonResponse, testConfig } from '@/test/fixtures';

type Answer = () => Response;

function setup(answer: Answer = () => jsonResponse(201, { success: true, message: 'ok', data: created })) {
  setRuntimeConfig(testConfig);
  const store = createTokenStore({ storage: localStorage, locks: createInTabLock(), refreshGrant: vi.fn() });
  store.write({ accessToken: 'at', refreshToken: 'rt', expiresAt: Date.now() + 600_000 });
  setTokenStore(store);
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (init?.method === 'POST' && url.pathname === '/api/roles') {
        posted.push(JSON.parse(String(init.body)));
        return answer();
      }
      return jsonResponse(200, { success: true, message: 'ok', data: [] });
    }),
  );
  const analytics = { capture: vi.fn(), identify: vi.fn(), reset: vi.fn() } satisfies AnalyticsClient;
  setAnalyticsClient(analytics);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RolesCreateDialog />
    </QueryClientProvider>,
  );
  return { posted, analytics };
}

const created: Role = {
  id: 'role-buyer',
  name: 'Buyer',
  description: 'Places orders',
  type: 'external',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function open() {
  fireEvent.click(screen.getByRole('button', { name: roleTexts.createRole }));
  return screen.getByRole('dialog');
}

function field(dialog: HTMLElement, label: string) {
  return within(dialog).getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
}

function submitButton(dialog: HTMLElement) {
  return within(dialog).getByRole('button', { name: roleTexts.submit }) as HTMLButtonElement;
}

describe('the role creation dialog', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'success').mockImplementation(() => 1);
    vi.spyOn(toast, 'error').mockImplementation(() => 1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    setTokenStore(null);
    setAnalyticsClient(null);
  });

  it('opens with name, description and type (internal by default) and sends role_create_prompt_opened', () => {
    const { analytics } = setup();
    const dialog = open();
    expect(within(dialog).getByRole('heading', { name: roleTexts.createRole })).toBeTruthy();
    expect(field(dialog, roleTexts.nameLabel).value).toBe('');
    expect(field(dialog, roleTexts.descriptionLabel).value).toBe('');
    expect(field(dialog, roleTexts.typeLabel).value).toBe('internal');
    expect(analytics.capture).toHaveBeenCalledExactlyOnceWith('role_create_prompt_opened', undefined);
  });

  it('ignores a creation while the form is unchanged', async () => {
    const { posted } = setup();
    const dialog = open();
    expect(submitButton(dialog).disabled).toBe(true);
    fireEvent.submit(submitButton(dialog).closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).toEqual([]);
  });

  it("ignores a creation while the form is not valid ('Name is required')", async () => {
    const { posted, analytics } = setup();
    const dialog = open();
    fireEvent.change(field(dialog, roleTexts.descriptionLabel), { target: { value: 'no name yet' } });
    fireEvent.change(field(dialog, roleTexts.nameLabel), { target: { value: '   ' } });
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText(validationMessages.roleNameRequired)).toBeTruthy();
    expect(posted).toEqual([]);
    expect(analytics.capture).not.toHaveBeenCalledWith('role_created', expect.anything());
  });

  it('refuses a name of more than 100 characters under the field, and creates nothing', async () => {
    const { posted } = setup();
    const dialog = open();
    fireEvent.change(field(dialog, roleTexts.nameLabel), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(submitButton(dialog));
    expect(await within(dialog).findByText(validationMessages.nameTooLong)).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('creates the role, says so, sends role_created and closes reset', async () => {
    const { posted, analytics } = setup();
    const dialog = open();
    fireEvent.change(field(dialog, roleTexts.nameLabel), { target: { value: ' Buyer ' } });
    fireEvent.change(field(dialog, roleTexts.descriptionLabel), { target: { value: 'Places orders' } });
    fireEvent.change(field(dialog, roleTexts.typeLabel), { target: { value: 'external' } });
    fireEvent.click(submitButton(dialog));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(successToasts.roleCreated));
    expect(posted).toEqual([{ name: 'Buyer', description: 'Places orders', type: 'external', status: 'active' }]);
    expect(analytics.capture).toHaveBeenCalledWith('role_created', {
      role_name: 'Buyer',
      role_description: 'Places orders',
      role_type: 'external',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const again = open();
    expect(field(again, roleTexts.nameLabel).value).toBe('');
    expect(field(again, roleTexts.typeLabel).value).toBe('internal');
    expect(analytics.capture).toHaveBeenCalledTimes(3);
  });

  it('resets when it closes without creating', async () => {
    const { posted } = setup();
    let dialog = open();
    fireEvent.change(field(dialog, roleTexts.nameLabel), { target: { value: 'Half typed' } });
    fireEvent.change(field(dialog, roleTexts.typeLabel), { target: { value: 'external' } });
    fireEvent.click(within(dialog).getByRole('button', { name: roleTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = open();
    expect(field(dialog, roleTexts.nameLabel).value).toBe('');
    expect(field(dialog, roleTexts.typeLabel).value).toBe('internal');
    expect(submitButton(dialog).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);
  });

  it('a refusal shows the role failure message and keeps the dialog open', async () => {
    setup(() => jsonResponse(500, { success: false, message: errorMessages.roles[500] }));
    const dialog = open();
    fireEvent.change(field(dialog, roleTexts.nameLabel), { target: { value: 'Buyer' } });
    fireEvent.click(submitButton(dialog));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(errorMessages.roles[500]));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(field(dialog, roleTexts.nameLabel).value).toBe('Buyer');
  });

  it("maps failures: 400 and 500 to the role messages, others to the server's words, no answer to 'Unknown error on role creation'", () => {
    expect(createRoleFailureMessage(new ApiError(400, 'whatever'))).toBe(errorMessages.roles[400]);
    expect(createRoleFailureMessage(new ApiError(503, 'whatever'))).toBe(errorMessages.roles[500]);
    expect(createRoleFailureMessage(new ApiError(409, 'A role with this name and type already exists.'))).toBe(
      'A role with this name and type already exists.',
    );
    expect(createRoleFailureMessage(new ApiError(0, errorMessages.genericClientFailure))).toBe(
      failureToasts.unknownRoleError,
    );
    expect(createRoleFailureMessage(new TypeError('boom'))).toBe(failureToasts.unknownRoleError);
  });
});
