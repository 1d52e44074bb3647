import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { MODAL_IDS } from '@donut/auth';
import { modalClosed, modalOpened, selectCurrentModal, useAppDispatch, useAppSelector } from '@donut/store';
import { UpdateWarningDialog } from '@donut/ui/update-warning';

export interface UnsavedChangesGuard {
  /** A navigation waits for the answer to "leave without saving?". */
  isAsking: boolean;
  /** Keep the page and the changes; the navigation is dropped. */
  stay: () => void;
  /** Drop the changes and go where the owner was going. */
  leave: () => void;
}

/**
 * Spec §2 `modal-update-warning`: while `isDirty`, leaving the page for another one in the app waits for the
 * owner's answer, and closing or reloading the tab gets the browser's own confirmation. A change of the query
 * alone (a modal, a filter) stays on the page and passes. One per page: React Router runs one blocker at a
 * time, so a page with several forms passes `isDirty` of any of them.
 *
 * The question is a modal of the store, so Back (spec §2) closes it first, which means "stay".
 * @example
 * const guard = useUnsavedChangesGuard(form.dirty);
 * return <>...<UnsavedChangesDialog guard={guard} /></>;
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const dispatch = useAppDispatch();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);
  const isBlocked = blocker.state === 'blocked';
  const isQuestionOpen = useAppSelector(selectCurrentModal) === MODAL_IDS.updateWarning;
  const hasAsked = useRef(false);

  useEffect(() => {
    if (!isBlocked) {
      hasAsked.current = false;
      return;
    }
    if (!hasAsked.current) {
      hasAsked.current = true;
      dispatch(modalOpened({ id: MODAL_IDS.updateWarning }));
    } else if (!isQuestionOpen) {
      // Closed from outside (Back): the answer is "stay".
      blocker.reset?.();
    }
  }, [isBlocked, isQuestionOpen, blocker, dispatch]);

  useEffect(() => {
    if (!isDirty) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their confirmation only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);

  const stay = useCallback(() => {
    dispatch(modalClosed());
    blocker.reset?.();
  }, [blocker, dispatch]);

  const leave = useCallback(() => {
    dispatch(modalClosed());
    blocker.proceed?.();
  }, [blocker, dispatch]);

  return { isAsking: isBlocked && isQuestionOpen, stay, leave };
}

/** The question of `useUnsavedChangesGuard`: "Leave the page without saving?" with Stay and Leave. */
export function UnsavedChangesDialog({ guard }: { guard: UnsavedChangesGuard }) {
  return <UpdateWarningDialog isOpen={guard.isAsking} onStay={guard.stay} onLeave={guard.leave} />;
}
