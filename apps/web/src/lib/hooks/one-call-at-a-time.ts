import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Holds back a second click on an action whose call is already on its way. A mutation's
 * `isPending` reaches React only a task after `mutate()` (TanStack Query batches its
 * notifications), so the second click of a double-click still found the button enabled and sent
 * the call again: two orders placed, a discarded upload discarded again. `start()` marks the call
 * as started from the click itself; it is forgotten once the call has settled (`pending` went
 * true, then false again) or `reset()` is called.
 */
export function useOneCallAtATime(pending: boolean) {
  const started = useRef(false);
  const [startedShown, setStartedShown] = useState(false);
  const sawPending = useRef(false);

  const reset = useCallback(() => {
    started.current = false;
    sawPending.current = false;
    setStartedShown(false);
  }, []);

  useEffect(() => {
    if (pending) sawPending.current = true;
    else if (sawPending.current) reset();
  }, [pending, reset]);

  return {
    /** A call is on its way: the action's buttons are off. */
    busy: pending || startedShown,
    /** Whether a call is on its way, read at the moment of a click. */
    isBusy: () => pending || started.current,
    /** Notes that the click starts the call (call it right before `mutate`). */
    start: () => {
      started.current = true;
      setStartedShown(true);
    },
    reset,
  };
}
