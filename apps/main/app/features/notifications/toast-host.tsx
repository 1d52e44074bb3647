import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { selectVisibleToasts, toastDismissed, useAppDispatch, useAppSelector } from '@donut/store';
import { Toaster, type ToastItem } from '@donut/ui';

/**
 * The site's notification stack (spec §4), fed from the Redux toasts. The store keeps message ids
 * and values only, so a toast is translated here, in the locale the page is shown in.
 */
export function ToastHost() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // The selector builds a new array on every call; compare its items so unrelated store updates do not re-render.
  const toasts = useAppSelector(selectVisibleToasts, shallowEqual);

  const items: ToastItem[] = toasts.map((toast) => ({
    id: toast.id,
    message: intl.formatMessage({ id: toast.message.id }, toast.message.values),
    type: toast.type,
    duration: toast.duration,
  }));

  const handleDismiss = (id: string) => dispatch(toastDismissed(id));

  return <Toaster toasts={items} onDismiss={handleDismiss} />;
}
