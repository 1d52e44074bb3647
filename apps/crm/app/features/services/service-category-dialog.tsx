import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiError, type ServiceCategoryFieldsFragment, type ServiceCategoryInput } from '@donut/graphql';
import { isLocale, LOCALE_NATIVE_NAMES } from '@donut/i18n';
import { Button, CheckboxField, FormError, Modal, TextField } from '@donut/ui';
import { serviceCategorySchema, validateWith } from '@donut/validation';
import { usePaymentRequiredCheck } from '../../shared/payment-required';

export interface ServiceCategoryDialogProps {
  /** The category edited, or null for a new one. */
  category: ServiceCategoryFieldsFragment | null;
  /** The site's languages besides its default, each with a field for the name's translation. */
  languages: readonly string[];
  save: (input: ServiceCategoryInput) => Promise<unknown>;
  onClose: () => void;
}

/** A new category or an edited one: its name, its translations and whether it is shown on the site. */
export function ServiceCategoryDialog({ category, languages, save, onClose }: ServiceCategoryDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      id="modal-service-category"
      isOpen
      title={intl.formatMessage({
        id: category ? 'crm.services.category.edit-title' : 'crm.services.category.create-title',
      })}
      onClose={onClose}
    >
      <CategoryForm category={category} languages={languages} save={save} onClose={onClose} />
    </Modal>
  );
}

function CategoryForm({ category, languages, save, onClose }: ServiceCategoryDialogProps) {
  const intl = useIntl();
  const checkPaymentRequired = usePaymentRequiredCheck();
  const [name, setName] = useState(category?.name ?? '');
  const [isVisible, setVisible] = useState(category?.is_visible ?? true);
  const [translations, setTranslations] = useState<Record<string, string>>(
    Object.fromEntries(
      languages.map((language) => [
        language,
        category?.translations.find((item) => item.language === language)?.name ?? '',
      ]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const kept = (category?.translations ?? []).filter((item) => !languages.includes(item.language));
    const input: ServiceCategoryInput = {
      name: name.trim(),
      is_visible: isVisible,
      translations: [
        ...kept.map(({ language, name: text }) => ({ language, name: text })),
        ...Object.entries(translations)
          .filter(([, text]) => text.trim())
          .map(([language, text]) => ({ language, name: text.trim() })),
      ],
    };
    const result = validateWith(serviceCategorySchema, input);
    if (!result.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).map(([field, message]) => [
            field.replace(
              /^translations\[(\d+)\]\.name$/,
              (_, index) => `translations.${input.translations?.[Number(index)]?.language}`,
            ),
            intl.formatMessage(message, message.values),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    setFormError(null);
    setSaving(true);
    try {
      await save(input);
      onClose();
    } catch (error) {
      setSaving(false);
      if (checkPaymentRequired(error)) return;
      const apiError = readApiError(error);
      if (apiError.fields.name) setErrors({ name: apiError.fields.name });
      else setFormError(apiError.message ?? intl.formatMessage({ id: 'crm.services.form.failed' }));
    }
  }

  return (
    <form className="crm-services__dialog-form" onSubmit={handleSubmit} noValidate>
      <TextField
        label={<FormattedMessage id="crm.services.category.name" />}
        name="name"
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      {languages.map((language) => (
        <TextField
          key={language}
          label={
            <FormattedMessage
              id="crm.services.category.translation"
              values={{ language: isLocale(language) ? LOCALE_NATIVE_NAMES[language] : language }}
            />
          }
          name={`name_${language}`}
          autoComplete="off"
          value={translations[language]}
          onChange={(event) => setTranslations({ ...translations, [language]: event.target.value })}
          error={errors[`translations.${language}`]}
        />
      ))}
      <CheckboxField
        label={<FormattedMessage id="crm.services.category.visible" />}
        name="is_visible"
        checked={isVisible}
        onChange={(event) => setVisible(event.target.checked)}
      />
      <FormError>{formError}</FormError>
      <div className="donut-dialog__actions">
        <Button variant="secondary" disabled={isSaving} onClick={onClose}>
          <FormattedMessage id="crm.services.form.cancel" />
        </Button>
        <Button type="submit" isLoading={isSaving}>
          <FormattedMessage id="crm.services.category.save" />
        </Button>
      </div>
    </form>
  );
}
