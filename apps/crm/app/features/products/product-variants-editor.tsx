import { FormattedMessage, useIntl } from 'react-intl';
import { PRODUCT_OPTIONS_MAX } from '@donut/validation';
import { Button, TextField } from '@donut/ui';
import { variantsForOptions, type OptionValues, type VariantValues } from './product-form-values';

export interface ProductVariantsEditorProps {
  options: OptionValues[];
  variants: VariantValues[];
  /** A new set of options and the rows made for it. */
  onChange: (options: OptionValues[], variants: VariantValues[]) => void;
  onVariantChange: (index: number, field: keyof VariantValues, value: string) => void;
  /** The error of an input path (`variants[0].price`), if any. */
  errorOf: (path: string) => string | undefined;
}

const VARIANT_FIELDS = [
  { field: 'price', path: 'price', id: 'crm.products.field.price', inputMode: 'text' },
  { field: 'discountPrice', path: 'discount_price', id: 'crm.products.field.discount', inputMode: 'text' },
  { field: 'stock', path: 'stock', id: 'crm.products.field.stock', inputMode: 'numeric' },
  { field: 'sku', path: 'sku', id: 'crm.products.field.sku', inputMode: 'text' },
] as const;

/**
 * The options a product varies by (at most 3, values separated by commas) and its variants: without options one set
 * of price, discount, stock and SKU fields; with them one row per combination of values.
 */
export function ProductVariantsEditor({
  options,
  variants,
  onChange,
  onVariantChange,
  errorOf,
}: ProductVariantsEditorProps) {
  const intl = useIntl();
  const setOptions = (next: OptionValues[]) => onChange(next, variantsForOptions(next, variants));
  const hasOptions = variants.some((variant) => variant.optionValues.length > 0);

  return (
    <>
      <fieldset className="crm-catalogue-form__group">
        <legend>
          <FormattedMessage id="crm.products.options.title" />
        </legend>
        <p className="crm-product-form__hint">
          <FormattedMessage id="crm.products.options.hint" />
        </p>
        {options.map((option, index) => (
          <div key={index} className="crm-product-form__option">
            <TextField
              label={<FormattedMessage id="crm.products.options.name" values={{ position: index + 1 }} />}
              name={`options.${index}.name`}
              autoComplete="off"
              value={option.name}
              onChange={(event) =>
                setOptions(
                  options.map((item, at) => (at === index ? { ...item, name: event.target.value } : item)),
                )
              }
              error={errorOf(`options[${index}].name`)}
            />
            <TextField
              label={<FormattedMessage id="crm.products.options.values" values={{ position: index + 1 }} />}
              name={`options.${index}.values`}
              autoComplete="off"
              value={option.values}
              onChange={(event) =>
                setOptions(
                  options.map((item, at) => (at === index ? { ...item, values: event.target.value } : item)),
                )
              }
              error={errorOf(`options[${index}].values`)}
            />
            <Button variant="secondary" onClick={() => setOptions(options.filter((_, at) => at !== index))}>
              <FormattedMessage id="crm.products.options.remove" values={{ position: index + 1 }} />
            </Button>
          </div>
        ))}
        {options.length < PRODUCT_OPTIONS_MAX ? (
          <Button variant="secondary" onClick={() => setOptions([...options, { name: '', values: '' }])}>
            <FormattedMessage id="crm.products.options.add" />
          </Button>
        ) : null}
        {errorOf('options') ? (
          <p className="donut-field__error" role="alert">
            {errorOf('options')}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="crm-catalogue-form__group">
        <legend>
          <FormattedMessage id="crm.products.variants.title" />
        </legend>
        <p className="crm-product-form__hint">
          <FormattedMessage id="crm.products.variants.stock-hint" />
        </p>
        <ul
          className="crm-product-form__variants"
          aria-label={intl.formatMessage({ id: 'crm.products.variants.title' })}
        >
          {variants.map((variant, index) => (
            <li
              key={variant.id || variant.optionValues.join('\u0000') || index}
              className="crm-product-form__variant"
            >
              {hasOptions ? (
                <h3 className="crm-product-form__variant-name">{variant.optionValues.join(' / ')}</h3>
              ) : null}
              {VARIANT_FIELDS.map(({ field, path, id, inputMode }) => (
                <TextField
                  key={field}
                  label={
                    hasOptions ? (
                      <FormattedMessage
                        id="crm.products.variants.field"
                        values={{
                          field: intl.formatMessage({ id }),
                          variant: variant.optionValues.join(' / '),
                        }}
                      />
                    ) : (
                      <FormattedMessage id={id} />
                    )
                  }
                  name={`variants.${index}.${field}`}
                  inputMode={inputMode}
                  autoComplete="off"
                  value={String(variant[field])}
                  onChange={(event) => onVariantChange(index, field, event.target.value)}
                  error={
                    errorOf(`variants[${index}].${path}`) ??
                    (path === 'sku' ? errorOf(`variants[${index}].option_values`) : undefined)
                  }
                />
              ))}
            </li>
          ))}
        </ul>
        {errorOf('variants') ? (
          <p className="donut-field__error" role="alert">
            {errorOf('variants')}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
