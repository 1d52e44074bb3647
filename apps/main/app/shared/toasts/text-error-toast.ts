import { toastShown } from '@donut/store';

/**
 * An error toast for a text that is already written in the visitor's language: an API message, or
 * the ready-made text of `error_for_notification`. Shown as plain text (never as HTML: it comes
 * from outside the app). An empty text falls back to the spec's generic "unknown error". Shared by the
 * auth modal and the notifications; the two texts are in the notifications catalog, which the toast stack formats.
 */
export function textErrorToast(text: string | null | undefined) {
  const trimmed = text?.trim();
  return trimmed
    ? toastShown({
        message: { id: 'main.notifications.server-text', values: { text: trimmed } },
        type: 'error',
      })
    : toastShown({ message: { id: 'main.notifications.unknown-error' }, type: 'error' });
}
