import { FormattedMessage } from 'react-intl';
import type { ProductOption } from '../load-product';
import type { VariantOffer } from '../product-card';
import { valueState } from './variant-choice';

export interface OptionPickerProps {
  option: ProductOption;
  /** The option's place among the product's options (its place in a variant's values). */
  index: number;
  values: readonly string[];
  variants: readonly VariantOffer[];
  onChoose: (value: string) => void;
}

/** One option's values as radio chips; a value sold out beside the others chosen is struck through and says so. */
export function OptionPicker({ option, index, values, variants, onChoose }: OptionPickerProps) {
  return (
    <fieldset className="cv-option">
      <legend>{option.name}</legend>
      {option.values.map((value) => {
        const state = valueState(variants, values, index, value);
        return (
          <label key={value} className="cv-option__value" data-state={state}>
            <input
              type="radio"
              name={`option-${index}`}
              value={value}
              checked={values[index] === value}
              onChange={() => onChoose(value)}
            />
            <span>{value}</span>
            {state === 'sold_out' ? (
              <span className="donut-visually-hidden">
                {' '}
                <FormattedMessage id="cv.shop.sold-out" />
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
