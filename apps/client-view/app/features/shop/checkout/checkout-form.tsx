import { useEffect, useRef, useState } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { useIntl } from 'react-intl';
// Its own entry: the library's index is in the chunk every page loads (ADR 0031).
import { useMainButton } from '@donut/app-shell/main-button';
import type { Locale } from '@donut/i18n';
import { GetCustomerMeDocument } from '@donut/graphql';
import { selectIsAuthenticated, useAppSelector } from '@donut/store';
import { Button, FormError, TextAreaField, TextField } from '@donut/ui';
import { checkoutSchema, validateWith } from '@donut/validation';
import { browserCartToken } from '../../../shared/cart-token';
import { customerOperation } from '../../../shared/customer-session/customer-session';
import type { Cart } from '../cart/cart-api';
import { cartMoney, orderableLines } from '../cart/cart-money';
import { newIdempotencyKey, placeOrder, type PlacedOrder } from './checkout-api';
import {
  checkoutTotals,
  checkoutValues,
  errorTarget,
  needsAddress,
  prefilled,
  toCheckoutInput,
  type CheckoutOptions,
  type CheckoutValues,
} from './checkout-values';
import { ChoiceField } from './choice-field';
import { OrderSummary } from './order-summary';

export interface CheckoutFormProps {
  locale: Locale;
  cart: Cart;
  options: CheckoutOptions;
  /** Awaited with the submit button busy: an online order opens its payment page first. */
  onPlaced: (order: PlacedOrder) => void | Promise<void>;
}

/** The schema's errors by field and by cart line, in the page's language. */
interface CheckoutErrors {
  fields: Record<string, string>;
  lines: Record<number, string>;
}

function sortErrors(entries: Array<[string, string]>): CheckoutErrors {
  const errors: CheckoutErrors = { fields: {}, lines: {} };
  for (const [path, text] of entries) {
    const target = errorTarget(path);
    if ('line' in target) errors.lines[target.line] ??= text;
    else errors.fields[target.field] ??= text;
  }
  return errors;
}

/**
 * The checkout: contact, delivery (with the address or the pickup point it needs), comment, payment and the
 * order's summary. The shared `checkoutSchema` checks it as the client types, as the API will; the API's refusals
 * show under their fields and cart lines. One idempotency key serves every send of this checkout, so a retry
 * after a lost answer is the same order. In the Mini App Telegram's main button places the order.
 */
export function CheckoutForm({ locale, cart, options, onPlaced }: CheckoutFormProps) {
  const intl = useIntl();
  const isSignedIn = useAppSelector(selectIsAuthenticated);
  const idempotencyKey = useRef<string | null>(null);
  const [apiLineErrors, setApiLineErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const lines = orderableLines(cart);
  const money = cartMoney(cart, locale);

  const errorsOf = (values: CheckoutValues) => {
    const result = validateWith(checkoutSchema, toCheckoutInput(values, cart, 'checking-key', null));
    if (result.ok) return { fields: {}, lines: {} };
    return sortErrors(
      Object.entries(result.errors).map(([path, message]) => [
        path,
        intl.formatMessage(message, message.values),
      ]),
    );
  };

  const formik = useFormik<CheckoutValues>({
    initialValues: checkoutValues(options),
    validate: (values) => errorsOf(values).fields as FormikErrors<CheckoutValues>,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      setApiLineErrors({});
      idempotencyKey.current ??= newIdempotencyKey();
      const placed = await placeOrder(
        toCheckoutInput(values, cart, idempotencyKey.current, browserCartToken()),
      );
      if (placed.ok) return onPlaced(placed.data);
      const { fields, message } = placed.error;
      const errors = sortErrors(Object.entries(fields));
      const known = Object.entries(errors.fields).filter(([field]) => field in values);
      helpers.setErrors(Object.fromEntries(known) as FormikErrors<CheckoutValues>);
      helpers.setTouched(Object.fromEntries(known.map(([field]) => [field, true])), false);
      setApiLineErrors(errors.lines);
      if (known.length === 0 && Object.keys(errors.lines).length === 0)
        setFormError(message ?? intl.formatMessage({ id: 'cv.checkout.failed' }));
    },
  });

  // A signed-in client's name, phone and e-mail come from their profile, where the fields are still empty.
  const { setValues } = formik;
  useEffect(() => {
    if (!isSignedIn) return;
    void customerOperation(GetCustomerMeDocument, {}).then((result) => {
      if (result.ok) void setValues((current) => prefilled(current, result.data.customer_me), false);
    });
  }, [isSignedIn, setValues]);

  const placeText = intl.formatMessage({ id: 'cv.checkout.place' });
  const isInTelegram = useMainButton({
    text: placeText,
    onClick: () => void formik.submitForm(),
    isProgress: formik.isSubmitting,
  });

  const { values } = formik;
  const errorOf = (field: keyof CheckoutValues) =>
    formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;
  const text = (field: 'name' | 'phone' | 'email' | 'address', messageId: string) => ({
    label: intl.formatMessage({ id: messageId }),
    ...formik.getFieldProps(field),
    error: errorOf(field),
  });
  const choose = (field: keyof CheckoutValues) => (value: string) => {
    void formik.setFieldValue(field, value);
    void formik.setFieldTouched(field, true, false);
  };
  const totals = checkoutTotals(cart, options, values.delivery_kind);
  const lineErrors = { ...(formik.submitCount > 0 ? errorsOf(values).lines : {}), ...apiLineErrors };

  return (
    <form className="cv-checkout__form" onSubmit={formik.handleSubmit} noValidate>
      <fieldset className="cv-checkout__group">
        <legend>{intl.formatMessage({ id: 'cv.checkout.contact' })}</legend>
        <TextField {...text('name', 'cv.apply.name')} autoComplete="name" required />
        <TextField {...text('phone', 'cv.apply.phone')} type="tel" autoComplete="tel" required />
        <TextField
          {...text('email', 'cv.apply.email')}
          label={`${intl.formatMessage({ id: 'cv.apply.email' })} ${intl.formatMessage({ id: 'cv.apply.optional' })}`}
          type="email"
          autoComplete="email"
        />
      </fieldset>
      <ChoiceField
        legend={intl.formatMessage({ id: 'cv.checkout.delivery' })}
        name="delivery_kind"
        value={values.delivery_kind}
        onChange={choose('delivery_kind')}
        error={errorOf('delivery_kind')}
        choices={options.deliveries.map((option) => ({
          value: option.kind,
          label: `${option.name} — ${
            option.price_minor === 0
              ? intl.formatMessage({ id: 'cv.checkout.free' })
              : money(option.price_minor)
          }`,
          hint: [
            option.description,
            option.kind === 'courier' && option.free_from_minor !== null
              ? intl.formatMessage({ id: 'cv.checkout.free-from' }, { amount: money(option.free_from_minor) })
              : null,
          ]
            .filter(Boolean)
            .join(' '),
        }))}
      />
      {values.delivery_kind === 'pickup' ? (
        <ChoiceField
          legend={intl.formatMessage({ id: 'cv.checkout.pickup-address' })}
          name="pickup_address_id"
          value={values.pickup_address_id}
          onChange={choose('pickup_address_id')}
          error={errorOf('pickup_address_id')}
          choices={options.pickup_addresses.map((address) => ({
            value: address.id,
            label: address.title,
            hint: address.address,
          }))}
        />
      ) : null}
      {needsAddress(values.delivery_kind) ? (
        <TextField {...text('address', 'cv.checkout.address')} autoComplete="street-address" required />
      ) : null}
      <TextAreaField
        label={`${intl.formatMessage({ id: 'cv.apply.comment' })} ${intl.formatMessage({ id: 'cv.apply.optional' })}`}
        {...formik.getFieldProps('comment')}
        rows={3}
        error={errorOf('comment')}
      />
      <ChoiceField
        legend={intl.formatMessage({ id: 'cv.checkout.payment' })}
        name="payment_method"
        value={values.payment_method}
        onChange={choose('payment_method')}
        error={errorOf('payment_method')}
        choices={options.payment_methods.map((method) => ({
          value: method,
          label: intl.formatMessage({ id: `cv.checkout.payment.${method}` }),
        }))}
      />
      <OrderSummary
        lines={lines}
        totals={totals}
        discountPercent={options.discount_percent}
        money={money}
        lineErrors={lineErrors}
      />
      <FormError>{formError}</FormError>
      {isInTelegram ? null : (
        <Button type="submit" isLoading={formik.isSubmitting}>
          {placeText}
        </Button>
      )}
    </form>
  );
}
