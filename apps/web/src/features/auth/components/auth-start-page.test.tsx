import { productTexts } from '@lineup/contracts/shell-texts';
import { signInFlowTexts } from '@lineup/contracts/texts/auth';
import { validationMessages } from '@lineup/contracts/validation-messages';
import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthStartPage } from '@/features/auth/components/auth-start-page';

const action = 'http://localhost:3000/code/authorize';

function setup(props: Partial<React.ComponentProps<typeof AuthStartPage>> = {}) {
  const submit = vi.fn();
  render(<AuthStartPage action={action} submit={submit} {...props} />);
  const email = screen.getByLabelText('Email') as HTMLInputElement;
  const login = screen.getByRole('button', { name: productTexts.login }) as HTMLButtonElement;
  return { submit, email, login };
}

const stepKey = 'lineup.sign-in-step';

describe('/auth/start', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the product name and its sign-in description', () => {
    setup();
    expect(screen.getByRole('heading', { name: productTexts.name })).toBeTruthy();
    expect(screen.getByText(productTexts.signInDescription)).toBeTruthy();
  });

  it('keeps Login disabled while the field is empty', () => {
    const { login } = setup();
    expect(login.disabled).toBe(true);
  });

  it('validates on each change and enables Login only for a valid address', () => {
    const { email, login } = setup();
    fireEvent.change(email, { target: { value: 'ada' } });
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.emailInvalid);
    expect(login.disabled).toBe(true);

    fireEvent.change(email, { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.emailRequired);
    expect(login.disabled).toBe(true);

    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(login.disabled).toBe(false);
  });

  it('posts the real form with action=request and the e-mail when valid', () => {
    const { email, login, submit } = setup();
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(login);
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.calls[0]![0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe(action);
    expect(Object.fromEntries(new FormData(form))).toEqual({ action: 'request', email: 'ada@example.com' });
  });

  it('validates on submit too and does not post an invalid address', () => {
    const { email, submit } = setup({ email: 'ada@' });
    fireEvent.submit(email.form!);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.emailInvalid);
  });

  it("shows the server's error_description as the field's error until the e-mail changes", () => {
    const { email, login } = setup({ email: 'bob@example.com', errorDescription: 'No such account.' });
    expect(screen.getByRole('alert').textContent).toBe('No such account.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(login.disabled).toBe(true);
    fireEvent.change(email, { target: { value: 'bob@example.org' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(login.disabled).toBe(false);
  });

  it('notes the Login in this tab, so that a refusal for want of a sign-in is resumed once', () => {
    const { email, login } = setup();
    fireEvent.change(email, { target: { value: ' ada@example.com ' } });
    fireEvent.click(login);
    expect(JSON.parse(window.sessionStorage.getItem(stepKey)!)).toMatchObject({
      step: 'request',
      email: 'ada@example.com',
    });
  });

  it('posts the request again by itself, once, when the new sign-in is back with the e-mail', () => {
    const submit = vi.fn();
    render(
      <StrictMode>
        <AuthStartPage action={action} email="ada@example.com" resuming="resubmit" submit={submit} />
      </StrictMode>,
    );
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.calls[0]![0] as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({ action: 'request', email: 'ada@example.com' });
    // The automatic post is not a click: it allows no further automatic retry.
    expect(window.sessionStorage.getItem(stepKey)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(signInFlowTexts.sendingCode);
    expect((screen.getByRole('button', { name: productTexts.login }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('waits, without posting, while a new sign-in is being started', () => {
    const { submit, email, login } = setup({ email: 'ada@example.com', resuming: 'restart' });
    expect(submit).not.toHaveBeenCalled();
    expect(email.value).toBe('ada@example.com');
    expect(login.disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(signInFlowTexts.sendingCode);
  });
});
