import { useEffect } from 'react';

/** Typing happens here: '/' is a character, not a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * '/' focuses the page's search box (the first enabled one in `containerId`), as in most web apps;
 * typed into a field, or with a modifier, it stays a character.
 */
export function useSearchShortcut(containerId: string) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      // A dialog in front keeps the focus: the page behind it is out of reach.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const search = document
        .getElementById(containerId)
        ?.querySelector<HTMLInputElement>('input[type="search"]:not([disabled])');
      if (!search) return;
      event.preventDefault();
      search.focus();
      search.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [containerId]);
}
