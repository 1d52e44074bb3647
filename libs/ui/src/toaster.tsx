import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** Spec §9: only the first 3 notifications are visible. */
const VISIBLE_TOASTS = 3;
/** setTimeout fires at once beyond 2^31 - 1 ms; a longer duration (or Infinity) means "until dismissed". */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export type ToastType = 'info' | 'success' | 'error';

export interface ToastItem {
  id: string;
  /** Plain text or elements; wrap markup in `TrustedHtml` only when the app wrote it. */
  message: ReactNode;
  type: ToastType;
  /** Milliseconds of being visible; null stays until dismissed. */
  duration: number | null;
}

export interface ToasterProps {
  /** Newest first, as the store keeps them; only the first 3 are shown. */
  toasts: ToastItem[];
  /** Called once per toast: its time ran out, or it was clicked, swiped or closed. */
  onDismiss: (id: string) => void;
}

/**
 * The notification stack (spec §4). Presentational: the owner keeps the list and removes a toast on `onDismiss`.
 * A toast's time runs only while it is visible and the pointer is off the stack.
 */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const intl = useIntl();
  const [isHovered, setIsHovered] = useState(false);
  // Time left per toast id, kept here so a toast pushed out of the first 3 resumes where it stopped.
  const [timeLeft] = useState(() => new Map<string, number>());
  const visible = toasts.slice(0, VISIBLE_TOASTS);
  const handlePointerEnter = () => setIsHovered(true);
  const handlePointerLeave = () => setIsHovered(false);

  // The stack vanishes with its last toast without a pointerleave; the next toasts must not start paused.
  if (isHovered && toasts.length === 0) setIsHovered(false);

  useEffect(() => {
    const ids = new Set(toasts.map((toast) => toast.id));
    for (const id of timeLeft.keys()) if (!ids.has(id)) timeLeft.delete(id);
  }, [toasts, timeLeft]);

  return (
    <section className="donut-toaster" aria-label={intl.formatMessage({ id: 'ui.toaster.label' })}>
      {visible.length > 0 ? (
        <ol
          className="donut-toaster__list"
          onPointerEnter={handlePointerEnter}
          onPointerLeave={handlePointerLeave}
        >
          {visible.map((toast) => (
            <Toast
              key={toast.id}
              toast={toast}
              isPaused={isHovered}
              timeLeft={timeLeft}
              onDismiss={onDismiss}
            />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

interface ToastProps {
  toast: ToastItem;
  isPaused: boolean;
  timeLeft: Map<string, number>;
  onDismiss: (id: string) => void;
}

function Toast({ toast, isPaused, timeLeft, onDismiss }: ToastProps) {
  const intl = useIntl();
  const { id, duration } = toast;
  // A touchmove fires many times and a click may race the timer; the owner hears about a toast once.
  const isDismissed = useRef(false);

  const handleDismiss = () => {
    if (isDismissed.current) return;
    isDismissed.current = true;
    onDismiss(id);
  };
  // The owner may pass a new onDismiss on every render; that must not restart the timer.
  const handleTimeout = useEffectEvent(handleDismiss);

  useEffect(() => {
    if (isPaused || duration === null || duration > MAX_TIMEOUT_MS) return;
    const left = timeLeft.get(id) ?? duration;
    const startedAt = Date.now();
    const timer = setTimeout(() => handleTimeout(), left);
    return () => {
      clearTimeout(timer);
      timeLeft.set(id, Math.max(0, left - (Date.now() - startedAt)));
    };
  }, [id, duration, isPaused, timeLeft]);

  return (
    <li
      className={`donut-toast donut-toast--${toast.type}`}
      onClick={handleDismiss}
      onTouchMove={handleDismiss}
    >
      <div className="donut-toast__message" role={toast.type === 'error' ? 'alert' : 'status'}>
        {toast.message}
      </div>
      {/* Click anywhere dismisses; the button is there for the keyboard. */}
      <button
        type="button"
        className="donut-toast__close"
        aria-label={intl.formatMessage({ id: 'ui.toaster.dismiss' })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
