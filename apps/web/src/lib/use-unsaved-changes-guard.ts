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
 * the tab gets the browser's own prompt unless `beforeUnload` is false (a page whose state the
 * server keeps, which a reload shows again). Render `UnsavedChangesDialog` with it. A navigation
 * that follows a successful save passes `ignoreBlocker: true`, so it never asks.
 */
export function useUnsavedChangesGuard(dirty: boolean, { beforeUnload = true }: { beforeUnload?: boolean } = {}) {
  return useBlocker({
    shouldBlockFn: leavesThePage,
    enableBeforeUnload: dirty && beforeUnload,
    disabled: !dirty,
    withResolver: true,
  });
}
