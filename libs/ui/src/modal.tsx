import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { tabbableElements } from './focusable';
import { lockPageScroll } from './page-scroll-lock';
import { useIsBrowser } from './use-is-browser';

export interface ModalProps {
  /** The dialog element's id (spec §2: modal-auth-login, modal-delete-warning, ...); the title gets `${id}-title`. */
  id: string;
  isOpen: boolean;
  title: ReactNode;
  /** Called on the close button, Escape and a click on the backdrop; the owner decides whether to close. */
  onClose: () => void;
  children: ReactNode;
  /**
   * `narrow` (default) for forms and confirmations, `wide` for content, both full screen on mobile; `drawer` for a
   * menu: a full-height panel along the left edge.
   */
  size?: 'narrow' | 'wide' | 'drawer';
}

/**
 * A modal dialog in a portal on `document.body` (nothing on the server). While open it locks page scroll, keeps
 * Tab inside and closes on Escape or a backdrop click; on close it restores the scroll and the focus it found.
 */
export function Modal({ id, isOpen, title, onClose, children, size = 'narrow' }: ModalProps) {
  const intl = useIntl();
  const isBrowser = useIsBrowser();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // A drag that starts in the dialog (selecting text) and ends on the backdrop must not close it.
  const pressedOnBackdrop = useRef(false);
  const isShown = isOpen && isBrowser;

  // A layout effect, so the page is locked and focus is inside before the first paint of the dialog.
  useLayoutEffect(() => {
    if (!isShown) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const releaseScroll = lockPageScroll();
    const dialog = dialogRef.current;
    const body = bodyRef.current;
    // The body's first control (a form's first field) rather than the close button, which heads every dialog.
    const initial = (body && tabbableElements(body)[0]) ?? dialog;
    initial?.focus({ preventScroll: true });
    return () => {
      releaseScroll();
      // preventScroll: focusing the opener must not undo the scroll position just restored.
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [isShown]);

  if (!isShown) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // React events bubble along the component tree, through portals: a key pressed in a nested modal reaches
    // this handler too, and belongs to that modal alone.
    if (!(event.target instanceof Node) || !dialogRef.current?.contains(event.target)) return;
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const tabbable = tabbableElements(dialogRef.current);
    if (tabbable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const current = document.activeElement;
    const isInside = current instanceof HTMLElement && tabbable.includes(current);
    if (event.shiftKey && (current === first || !isInside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !isInside)) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };

  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  const titleId = `${id}-title`;
  return createPortal(
    <div
      className={`donut-modal donut-modal--${size}`}
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
    >
      <div
        ref={dialogRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`donut-modal__dialog donut-modal__dialog--${size}`}
        onKeyDown={handleKeyDown}
      >
        <div className="donut-modal__header">
          <h2 id={titleId} className="donut-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="donut-modal__close"
            aria-label={intl.formatMessage({ id: 'ui.modal.close' })}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={bodyRef} className="donut-modal__body">
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
