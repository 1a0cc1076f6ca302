import { fireEvent, render, screen } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

function renderDialog(props: Partial<React.ComponentProps<typeof ConfirmDialog>> = {}) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={onConfirm}
      title="Delete Thing (Acme)"
      description="Are you sure?"
      cancelLabel="Cancel"
      confirmLabel="Delete"
      {...props}
    />,
  );
  return { onClose, onConfirm };
}

describe('ConfirmDialog', () => {
  it('asks with the given words; Cancel closes and the confirming button confirms', () => {
    const { onClose, onConfirm } = renderDialog({ children: <p>Nothing is lost.</p>, destructive: true });
    const dialog = screen.getByRole('dialog', { name: 'Delete Thing (Acme)' });
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain('Nothing is lost.');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('bg-destructive');
  });

  it('closes on Escape', () => {
    const { onClose } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open with both buttons disabled while the confirmed call runs', () => {
    const { onClose } = renderDialog({ pending: true });
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('can refuse to confirm without being pending', () => {
    renderDialog({ confirmDisabled: true });
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete' }).className).not.toContain('bg-destructive');
  });

  it('takes one confirming click until the call has settled, so a double-click confirms once', () => {
    const onConfirm = vi.fn();
    const dialog = (pending: boolean) => (
      <ConfirmDialog
        open
        onClose={() => {}}
        onConfirm={onConfirm}
        title="Publish"
        description="Sure?"
        cancelLabel="Cancel"
        confirmLabel="Publish"
        pending={pending}
      />
    );
    const { rerender } = render(dialog(false));
    const confirm = () => screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
    // The call's pending state has not reached the dialog yet: the second click is held back.
    fireEvent.click(confirm());
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm().disabled).toBe(true);
    rerender(dialog(true));
    rerender(dialog(false));
    // Settled (a refusal keeps the dialog open): it may be confirmed again.
    expect(confirm().disabled).toBe(false);
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
