import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiError } from '@donut/graphql';
import { isLocale, LOCALE_NATIVE_NAMES } from '@donut/i18n';
import { Button, CheckboxField, FormError, Modal, TextField } from '@donut/ui';
import { catalogueCategorySchema, validateWith } from '@donut/validation';
import { usePaymentRequiredCheck } from '../payment-required';
import type { CatalogueCategory, CatalogueCategoryInput, CategoryMessages } from './category-messages';

export interface CategoryDialogProps {
  /** The category edited, or null for a new one. */
  category: CatalogueCategory | null;
  /** The dialog's id (`modal-service-category`, `modal-product-category`). */
  id: string;
  messages: CategoryMessages;
  /** The site's languages besides its default, each with a field for the name's translation. */
  languages: readonly string[];
  save: (input: CatalogueCategoryInput) => Promise<unknown>;
  onClose: () => void;
}

/** A new category or an edited one: its name, its translations and whether it is shown on the site. */
export function CategoryDialog({ id, ...props }: CategoryDialogProps) {
  const intl = useIntl();
  const { category, messages, onClose } = props;
  return (
    <Modal
      id={id}
      isOpen
      title={intl.formatMessage({ id: category ? messages.editTitle : messages.createTitle })}
      onClose={onClose}
    >
      <CategoryForm {...props} />
    </Modal>
  );
}

function CategoryForm({ category, languages, messages, save, onClose }: Omit<CategoryDialogProps, 'id'>) {
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
    const input: CatalogueCategoryInput = {
      name: name.trim(),
      is_visible: isVisible,
      translations: [
        ...kept.map(({ language, name: text }) => ({ language, name: text })),
        ...Object.entries(translations)
          .filter(([, text]) => text.trim())
          .map(([language, text]) => ({ language, name: text.trim() })),
      ],
    };
    const result = validateWith(catalogueCategorySchema, input);
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
      else setFormError(apiError.message ?? intl.formatMessage({ id: messages.failed }));
    }
  }

  return (
    <form className="crm-category-dialog" onSubmit={handleSubmit} noValidate>
      <TextField
        label={<FormattedMessage id={messages.name} />}
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
              id={messages.translation}
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
        label={<FormattedMessage id={messages.visible} />}
        name="is_visible"
        checked={isVisible}
        onChange={(event) => setVisible(event.target.checked)}
      />
      <FormError>{formError}</FormError>
      <div className="donut-dialog__actions">
        <Button variant="secondary" disabled={isSaving} onClick={onClose}>
          <FormattedMessage id={messages.cancel} />
        </Button>
        <Button type="submit" isLoading={isSaving}>
          <FormattedMessage id={messages.save} />
        </Button>
      </div>
    </form>
  );
}
