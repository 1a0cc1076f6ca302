import { SIDEBAR_COOKIE_MAX_AGE_SECONDS } from '@lineup/contracts/constants';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar, SidebarProvider, SidebarTrigger, useSidebar } from '@/components/ui/sidebar';

function State() {
  const { state } = useSidebar();
  return <output data-testid="state">{state}</output>;
}

function renderSidebar() {
  return render(
    <SidebarProvider>
      <Sidebar title="Sidebar">
        <p>entries</p>
      </Sidebar>
      <SidebarTrigger label="Toggle Sidebar" />
      <State />
    </SidebarProvider>,
  );
}

describe('sidebar', () => {
  it('toggles with Ctrl+B and Cmd+B and keeps the state in the sidebar_state cookie for 7 days', () => {
    const cookieWrites: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor.set!.call(document, value);
    });

    renderSidebar();
    expect(screen.getByTestId('state').textContent).toBe('expanded');

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.getByTestId('state').textContent).toBe('collapsed');
    expect(document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-collapsible')).toBe('icon');
    expect(cookieWrites.at(-1)).toContain('sidebar_state=false');
    expect(cookieWrites.at(-1)).toContain(`Max-Age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}`);
    expect(SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(cookieWrites.at(-1)).toContain('Path=/');

    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(screen.getByTestId('state').textContent).toBe('expanded');
    expect(cookieWrites.at(-1)).toContain('sidebar_state=true');

    fireEvent.keyDown(window, { key: 'b' });
    expect(screen.getByTestId('state').textContent).toBe('expanded');
  });

  it('starts collapsed when the cookie says so (a reload keeps the state)', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie a previous visit left
    document.cookie = 'sidebar_state=false; Path=/';
    renderSidebar();
    expect(screen.getByTestId('state').textContent).toBe('collapsed');
  });

  it('toggles from the trigger button', () => {
    renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    expect(screen.getByTestId('state').textContent).toBe('collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
  });
});
