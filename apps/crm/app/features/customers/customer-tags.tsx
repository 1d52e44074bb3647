import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { readApiError, type CustomerFieldsFragment, type CustomerInput } from '@donut/graphql';
import { usePaymentRequiredCheck } from '../../shared/payment-required';
import { customerFormValues, validateCustomer, withTags } from './customer-form-values';
import { TagsField } from './tags-field';

export interface CustomerTagsProps {
  customer: CustomerFieldsFragment;
  update: (input: CustomerInput) => Promise<CustomerFieldsFragment>;
  suggestions: readonly string[];
}

/**
 * The card's tags: a chip added or removed shows at once and is saved (UpdateCustomer with the rest as it is); a
 * refusal puts the saved tags back and says why. The tags are checked by the API's own rules first.
 */
export function CustomerTags({ customer, update, suggestions }: CustomerTagsProps) {
  const intl = useIntl();
  const [tags, setTags] = useState(customer.tags);
  const [error, setError] = useState<string | undefined>();
  const checkPaymentRequired = usePaymentRequiredCheck();

  useEffect(() => setTags(customer.tags), [customer.tags]);

  async function save(next: string[]) {
    setError(undefined);
    const invalid = validateCustomer({ ...customerFormValues(customer), tags: next }).tags;
    if (invalid) {
      setError(intl.formatMessage(invalid, invalid.values));
      return;
    }
    setTags(next);
    try {
      await update(withTags(customer, next));
    } catch (caught) {
      setTags(customer.tags);
      if (checkPaymentRequired(caught)) return;
      const apiError = readApiError(caught);
      setError(
        apiError.fields.tags ?? apiError.message ?? intl.formatMessage({ id: 'crm.customers.failed' }),
      );
    }
  }

  return (
    <TagsField
      label={intl.formatMessage({ id: 'crm.customers.field.tags' })}
      tags={tags}
      suggestions={suggestions}
      error={error}
      onChange={save}
    />
  );
}
