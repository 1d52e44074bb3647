import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MODAL_IDS } from '@donut/auth';
import type { ProductCategoryFieldsFragment } from '@donut/graphql';
import { Button, Modal, SelectField } from '@donut/ui';
import { readCategory } from '../../shared/catalogue/category-choice';
import {
  DISCOUNT_CHOICES,
  STOCK_CHOICES,
  VISIBILITY_CHOICES,
  type ProductFilters,
} from './product-list-state';

export interface ProductFiltersDialogProps {
  isOpen: boolean;
  value: ProductFilters;
  categories: readonly ProductCategoryFieldsFragment[];
  onApply: (filters: ProductFilters) => void;
  onClose: () => void;
}

const NO_FILTERS: ProductFilters = {
  category: { kind: 'all' },
  visibility: 'all',
  stock: 'all',
  discount: 'all',
};

/** modal-filters of the products: category, visibility, stock and discount, applied together. */
export function ProductFiltersDialog({ isOpen, onClose, ...form }: ProductFiltersDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      id={MODAL_IDS.filters}
      isOpen={isOpen}
      title={intl.formatMessage({ id: 'crm.products.filters.title' })}
      onClose={onClose}
    >
      {isOpen ? <FiltersForm {...form} /> : null}
    </Modal>
  );
}

function FiltersForm({ value, categories, onApply }: Omit<ProductFiltersDialogProps, 'isOpen' | 'onClose'>) {
  const intl = useIntl();
  const [filters, setFilters] = useState(value);
  const category = filters.category;
  const categoryValue = category.kind === 'one' ? category.id : category.kind === 'none' ? 'none' : '';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(filters);
  }

  const radios = <K extends 'visibility' | 'stock' | 'discount'>(
    key: K,
    choices: readonly ProductFilters[K][],
    legendId: string,
    optionId: string,
  ) => (
    <fieldset className="crm-choice-dialog__choices">
      <legend>
        <FormattedMessage id={legendId} />
      </legend>
      {choices.map((choice) => (
        <label key={choice} className="donut-checkbox__row">
          <input
            className="donut-checkbox__input"
            type="radio"
            name={key}
            value={choice}
            checked={filters[key] === choice}
            onChange={() => setFilters({ ...filters, [key]: choice })}
          />
          <FormattedMessage id={optionId} values={{ choice }} />
        </label>
      ))}
    </fieldset>
  );

  return (
    <form className="crm-choice-dialog" onSubmit={handleSubmit}>
      <SelectField
        label={<FormattedMessage id="crm.products.filters.category" />}
        name="category"
        value={categoryValue}
        emptyLabel={intl.formatMessage({ id: 'crm.products.categories.all' })}
        options={[
          ...categories.map((item) => ({ value: item.id, label: item.name })),
          { value: 'none', label: intl.formatMessage({ id: 'crm.products.no-category' }) },
        ]}
        onChange={(event) => setFilters({ ...filters, category: readCategory(event.target.value) })}
      />
      {radios(
        'visibility',
        VISIBILITY_CHOICES,
        'crm.products.filters.visibility',
        'crm.products.filters.visibility-option',
      )}
      {radios('stock', STOCK_CHOICES, 'crm.products.filters.stock', 'crm.products.filters.stock-option')}
      {radios(
        'discount',
        DISCOUNT_CHOICES,
        'crm.products.filters.discount',
        'crm.products.filters.discount-option',
      )}
      <div className="donut-dialog__actions">
        <Button variant="secondary" onClick={() => onApply(NO_FILTERS)}>
          <FormattedMessage id="crm.products.filters.reset" />
        </Button>
        <Button type="submit">
          <FormattedMessage id="crm.products.filters.apply" />
        </Button>
      </div>
    </form>
  );
}
