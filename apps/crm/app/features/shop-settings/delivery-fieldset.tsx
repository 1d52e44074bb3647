import { FormattedMessage } from 'react-intl';
import { isLocale, LOCALE_NATIVE_NAMES } from '@donut/i18n';
import { CheckboxField, TextAreaField, TextField } from '@donut/ui';
import { hasFreeFrom, hasPrice, type DeliveryValues } from './shop-settings-values';

export interface DeliveryFieldsetProps {
  index: number;
  delivery: DeliveryValues;
  setField: (field: string, value: unknown) => void;
  /** The error under a field, by its input path (`deliveries[1].price`). */
  errorOf: (path: string) => string | undefined;
}

/** One delivery kind: on or off, its price (and courier's free-from amount), its name and description per language. */
export function DeliveryFieldset({ index, delivery, setField, errorOf }: DeliveryFieldsetProps) {
  const path = `deliveries[${index}]`;
  const field = `deliveries.${index}`;
  return (
    <fieldset className="crm-shop-settings__group">
      <legend>
        <FormattedMessage id="crm.shop-settings.kind" values={{ kind: delivery.kind }} />
      </legend>
      <CheckboxField
        label={<FormattedMessage id="crm.shop-settings.enabled" values={{ kind: delivery.kind }} />}
        name={`${field}.isEnabled`}
        checked={delivery.isEnabled}
        onChange={(event) => setField(`${field}.isEnabled`, event.target.checked)}
      />
      {hasPrice(delivery.kind) ? (
        <TextField
          label={<FormattedMessage id="crm.shop-settings.price" values={{ kind: delivery.kind }} />}
          name={`${field}.price`}
          autoComplete="off"
          value={delivery.price}
          onChange={(event) => setField(`${field}.price`, event.target.value)}
          error={errorOf(`${path}.price`)}
        />
      ) : null}
      {hasFreeFrom(delivery.kind) ? (
        <TextField
          label={<FormattedMessage id="crm.shop-settings.free-from" />}
          hint={<FormattedMessage id="crm.shop-settings.free-from-hint" />}
          name={`${field}.freeFrom`}
          autoComplete="off"
          value={delivery.freeFrom}
          onChange={(event) => setField(`${field}.freeFrom`, event.target.value)}
          error={errorOf(`${path}.free_from`)}
        />
      ) : null}
      {Object.entries(delivery.texts).map(([language, text]) => {
        const name = isLocale(language) ? LOCALE_NATIVE_NAMES[language] : language;
        return (
          <div key={language} className="crm-shop-settings__texts">
            <TextField
              label={<FormattedMessage id="crm.shop-settings.name" values={{ language: name }} />}
              name={`${field}.texts.${language}.name`}
              autoComplete="off"
              value={text.name}
              onChange={(event) => setField(`${field}.texts.${language}.name`, event.target.value)}
              error={errorOf(`${path}.texts.${language}.name`)}
            />
            <TextAreaField
              label={<FormattedMessage id="crm.shop-settings.description" values={{ language: name }} />}
              name={`${field}.texts.${language}.description`}
              rows={2}
              value={text.description}
              onChange={(event) => setField(`${field}.texts.${language}.description`, event.target.value)}
              error={errorOf(`${path}.texts.${language}.description`)}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
