import { useFormik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from '@donut/app-shell/unsaved-changes';
import type { ShopSettingsInput } from '@donut/graphql';
import { Button, CheckboxField, FormError, TextField } from '@donut/ui';
import { pathErrorsForFormik, pathErrorOf, type ApiPathErrors } from '../../shared/forms/path-errors';
import { saveRefusal, type SaveRefusalStatus } from '../../shared/forms/save-refusal';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { DeliveryFieldset } from './delivery-fieldset';
import {
  shopSettingsFieldOf,
  toShopSettingsInput,
  validateShopSettings,
  type ShopSettingsValues,
} from './shop-settings-values';

export interface ShopSettingsFormProps {
  initialValues: ShopSettingsValues;
  /** The currency's decimals, for the amounts typed. */
  digits: number;
  save: (input: ShopSettingsInput) => Promise<unknown>;
}

/**
 * The shop's delivery kinds and payment, checked by the API's own rules (`shopSettingsSchema` with the currency's
 * decimals) before sending; the API's field errors stay under their fields until the form changes. Leaving with
 * changes not saved asks first (modal-update-warning).
 */
export function ShopSettingsForm({ initialValues, digits, save }: ShopSettingsFormProps) {
  const intl = useIntl();
  const checkPaymentRequired = usePaymentRequiredCheck();
  const [status, setStatus] = useState<SaveRefusalStatus>(null);
  const [isSaved, setSaved] = useState(false);
  const [apiErrors, setApiErrors] = useState<ApiPathErrors<ShopSettingsValues> | null>(null);

  const formik = useFormik<ShopSettingsValues>({
    initialValues,
    validate: (values) => pathErrorsForFormik(intl, validateShopSettings(values, digits)),
    onSubmit: async (values, helpers) => {
      setStatus(null);
      setApiErrors(null);
      setSaved(false);
      const input = toShopSettingsInput(values);
      try {
        await save(input);
        helpers.resetForm({ values });
        setSaved(true);
      } catch (error) {
        const refusal = saveRefusal(error, {
          isHandledElsewhere: checkPaymentRequired,
          fieldOf: (path) => shopSettingsFieldOf(path, input),
          failedMessage: intl.formatMessage({ id: 'crm.shop-settings.failed' }),
        });
        if (!refusal) return;
        setApiErrors({ fields: refusal.fields, values });
        setStatus(refusal.status);
      }
    },
  });
  const guard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);
  const { values } = formik;
  const errorOf = pathErrorOf(formik, apiErrors);
  const setField = (field: string, value: unknown) => {
    setSaved(false);
    void formik.setFieldValue(field, value);
  };

  return (
    <form className="donut-form crm-shop-settings__form" onSubmit={formik.handleSubmit} noValidate>
      <h2>
        <FormattedMessage id="crm.shop-settings.deliveries" />
      </h2>
      {values.deliveries.map((delivery, index) => (
        <DeliveryFieldset
          key={delivery.kind}
          index={index}
          delivery={delivery}
          setField={setField}
          errorOf={errorOf}
        />
      ))}
      <fieldset className="crm-shop-settings__group">
        <legend>
          <FormattedMessage id="crm.shop-settings.payment" />
        </legend>
        <p className="crm-shop-settings__note">
          <FormattedMessage id="crm.shop-settings.payment-on-receipt" />
        </p>
        <CheckboxField
          label={<FormattedMessage id="crm.shop-settings.online-payment" />}
          name="onlinePayment"
          checked={values.onlinePayment}
          onChange={(event) => setField('onlinePayment', event.target.checked)}
        />
        <TextField
          label={<FormattedMessage id="crm.shop-settings.payment-window" />}
          hint={<FormattedMessage id="crm.shop-settings.payment-window-hint" />}
          name="paymentWindow"
          inputMode="numeric"
          autoComplete="off"
          value={values.paymentWindow}
          onChange={(event) => setField('paymentWindow', event.target.value)}
          error={errorOf('payment_window_minutes')}
        />
      </fieldset>
      <FormError>{status?.message ?? null}</FormError>
      {isSaved ? (
        <p role="status">
          <FormattedMessage id="crm.shop-settings.saved" />
        </p>
      ) : null}
      <div className="crm-shop-settings__actions">
        <Button type="submit" isLoading={formik.isSubmitting}>
          <FormattedMessage id="crm.shop-settings.save" />
        </Button>
      </div>
      <UnsavedChangesDialog guard={guard} />
    </form>
  );
}
