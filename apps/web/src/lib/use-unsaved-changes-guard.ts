import { type ShouldBlockFn, useBlocker } from '@tanstack/react-router';

/**
 * Only a move to another page of the signed-in area asks: a search or filter change stays on the
 * page, and leaving the area means the session ended (sign-out), where staying would help nobody.
 */
const leavesThePage: ShouldBlockFn = ({ current, next }) =>
  next.pathname !== current.pathname && next.pathname.startsWith('/home');

export type UnsavedChangesBlocker = ReturnType<typeof useUnsavedChangesGuard>;

/**
 * While `dirty` (react-hook-form's `isDirty`), leaving the page waits for the user's answer: the
 * returned blocker is 'blocked' until `proceed()` (leave) or `reset()` (stay); a reload or closing
 * the tab gets the browser's own prompt. Render `UnsavedChangesDialog` with it. A navigation that
 * follows a successful save passes `ignoreBlocker: true`, so it never asks.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  return useBlocker({
    shouldBlockFn: leavesThePage,
    enableBeforeUnload: dirty,
    disabled: !dirty,
    withResolver: true,
  });
}
