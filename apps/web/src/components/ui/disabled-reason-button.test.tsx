import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DisabledReasonButton } from '@/components/ui/disabled-reason-button';

describe('DisabledReasonButton', () => {
  it('with a reason: focusable but inert, described by the reason, which shows on focus', async () => {
    const onClick = vi.fn();
    render(
      <DisabledReasonButton disabledReason="Not available yet." onClick={onClick}>
        Delete Account
      </DisabledReasonButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete Account' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Not available yet.');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.focus(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Not available yet.');
  });

  it('describes the button with a reason already on the page, and without a reason is a plain button', () => {
    const onClick = vi.fn();
    render(
      <>
        <DisabledReasonButton disabledReason="Shown below." reasonId="why">
          Off
        </DisabledReasonButton>
        <p id="why">Shown below.</p>
        <DisabledReasonButton onClick={onClick}>On</DisabledReasonButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Off' }).getAttribute('aria-describedby')).toBe('why');
    expect(screen.getAllByText('Shown below.')).toHaveLength(1);
    const on = screen.getByRole('button', { name: 'On' });
    expect(on.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(on);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
