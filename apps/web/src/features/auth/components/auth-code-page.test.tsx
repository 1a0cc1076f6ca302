import { platformMessages } from '@lineup/contracts/error-messages';
import { authTexts, productTexts } from '@lineup/contracts/shell-texts';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthCodePage } from '@/features/auth/components/auth-code-page';

const action = 'http://localhost:3000/code/authorize';

function setup(props: Partial<React.ComponentProps<typeof AuthCodePage>> = {}) {
  const submit = vi.fn();
  render(<AuthCodePage action={action} email="ada@x.com" submit={submit} {...props} />);
  const input = screen.getByLabelText('Login code') as HTMLInputElement;
  const continueButton = screen.getByRole('button', { name: productTexts.continue }) as HTMLButtonElement;
  return { submit, input, continueButton };
}

function paste(input: HTMLInputElement, text: string) {
  fireEvent.paste(input, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
}

describe('/auth/code', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('names the address the code went to, and no one', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByText('Enter the login code sent to: ada@x.com')).toBeTruthy();
    // Every address reaches this page: it says who gets a code.
    expect(screen.getByText(authTexts.codeOnlyToAccounts)).toBeTruthy();
    expect(screen.getByRole('button', { name: productTexts.requestNewCode })).toBeTruthy();
    expect(screen.queryByTestId('incorrect-code')).toBeNull();
  });

  it('has six slots and keeps Continue disabled until six characters are typed', () => {
    const { input, continueButton } = setup();
    expect(document.querySelectorAll('[data-slot="input-otp-slot"]')).toHaveLength(6);
    expect(input.maxLength).toBe(6);
    expect(continueButton.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'ab12c' } });
    expect(continueButton.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'ab12cd' } });
    expect(input.value).toBe('AB12CD');
    expect(continueButton.disabled).toBe(false);
  });

  it('posts email, action=verify and the code on Continue', () => {
    const { input, continueButton, submit } = setup();
    fireEvent.change(input, { target: { value: 'AB12CD' } });
    fireEvent.click(continueButton);
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.calls[0]![0] as HTMLFormElement;
    expect(form.action).toBe(action);
    expect(Object.fromEntries(new FormData(form))).toEqual({ email: 'ada@x.com', action: 'verify', code: 'AB12CD' });
  });

  it('submits at once when a valid code of 6 or more characters is pasted', () => {
    const { input, submit } = setup();
    paste(input, ' xy98zw7 ');
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.calls[0]![0] as HTMLFormElement;
    expect(new FormData(form).get('code')).toBe('XY98ZW');
  });

  it("logs 'Invalid format' for an invalid paste and submits nothing", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { input, submit } = setup();
    paste(input, 'AB-12');
    expect(log).toHaveBeenCalledWith(validationMessages.invalidCodeFormat);
    expect(submit).not.toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it("'Request new code' posts action=request with the e-mail", () => {
    const { submit } = setup();
    const button = screen.getByRole('button', { name: productTexts.requestNewCode });
    const form = button.closest('form')!;
    expect(form.method).toBe('post');
    expect(form.action).toBe(action);
    expect(Object.fromEntries(new FormData(form))).toEqual({ email: 'ada@x.com', action: 'request' });
    expect(submit).not.toHaveBeenCalled();
    // Noted, so that a sign-in that expired meanwhile is started again for this e-mail.
    fireEvent.submit(form);
    expect(JSON.parse(window.sessionStorage.getItem('lineup.sign-in-step')!)).toMatchObject({
      step: 'request',
      email: 'ada@x.com',
    });
  });

  it('notes a code check as such: a refusal for an expired sign-in is not retried', () => {
    const { input, continueButton } = setup();
    fireEvent.change(input, { target: { value: 'AB12CD' } });
    fireEvent.click(continueButton);
    expect(JSON.parse(window.sessionStorage.getItem('lineup.sign-in-step')!)).toMatchObject({ step: 'verify' });
  });

  it('shows the incorrect-code box after a wrong code', () => {
    setup({ error: 'invalid_code', errorDescription: platformMessages.codeIncorrect });
    const box = screen.getByTestId('incorrect-code');
    expect(box.textContent).toContain(productTexts.incorrectCodeTitle);
    expect(box.textContent).toContain(productTexts.incorrectCodeHint);
  });

  it('shows the description of other refusals', () => {
    setup({ error: 'code_expired', errorDescription: platformMessages.codeExpired });
    expect(screen.queryByTestId('incorrect-code')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(platformMessages.codeExpired);
  });
});
