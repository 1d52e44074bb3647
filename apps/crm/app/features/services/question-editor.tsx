import type { FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { isLocale, LOCALE_NATIVE_NAMES } from '@donut/i18n';
import { CheckboxField, TextAreaField, TextField } from '@donut/ui';
import type { QuestionValues } from './application-form-values';
import type { ServiceFormValues } from './service-form-values';

export interface QuestionEditorProps {
  formik: FormikProps<ServiceFormValues>;
  question: QuestionValues;
  index: number;
  count: number;
  errorOf: (field: string) => string | undefined;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

const languageName = (language: string) => (isLocale(language) ? LOCALE_NATIVE_NAMES[language] : language);

/** One custom question: its wording, a choice's options (one per line), required or not, translations, and moves. */
export function QuestionEditor({
  formik,
  question,
  index,
  count,
  errorOf,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const intl = useIntl();
  const path = `form.questions.${index}`;
  const number = index + 1;
  const text = (field: string) => ({
    ...formik.getFieldProps(field),
    onChange: (event: { target: { value: string } }) => void formik.setFieldValue(field, event.target.value),
  });
  const isChoice = question.kind === 'choice';

  return (
    <li className="crm-form-builder__question" data-question={question.id}>
      <fieldset>
        <legend>
          <FormattedMessage
            id="crm.services.form-builder.question-legend"
            values={{ number, kind: question.kind }}
          />
        </legend>
        <TextField
          label={<FormattedMessage id="crm.services.form-builder.question-label" />}
          autoComplete="off"
          {...text(`${path}.label`)}
          error={errorOf(`${path}.label`)}
        />
        {isChoice ? (
          <TextAreaField
            label={<FormattedMessage id="crm.services.form-builder.options" />}
            rows={3}
            {...text(`${path}.options`)}
            error={errorOf(`${path}.options`)}
          />
        ) : null}
        <CheckboxField
          label={<FormattedMessage id="crm.services.form-builder.required-answer" />}
          {...formik.getFieldProps({ name: `${path}.isRequired`, type: 'checkbox' })}
          checked={question.isRequired}
        />
        {Object.keys(question.translations).map((language) => (
          <div key={language} className="crm-form-builder__translation">
            <TextField
              label={
                <FormattedMessage
                  id="crm.services.form-builder.question-in"
                  values={{ language: languageName(language) }}
                />
              }
              autoComplete="off"
              {...text(`${path}.translations.${language}.label`)}
              error={errorOf(`${path}.translations.${language}.label`)}
            />
            {isChoice ? (
              <TextAreaField
                label={
                  <FormattedMessage
                    id="crm.services.form-builder.options-in"
                    values={{ language: languageName(language) }}
                  />
                }
                rows={3}
                {...text(`${path}.translations.${language}.options`)}
                error={errorOf(`${path}.translations.${language}.options`)}
              />
            ) : null}
          </div>
        ))}
        <div className="crm-form-builder__moves">
          <button
            type="button"
            className="donut-button donut-button--secondary"
            data-action="up"
            disabled={index === 0}
            aria-label={intl.formatMessage({ id: 'crm.services.form-builder.move-up' }, { number })}
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="donut-button donut-button--secondary"
            data-action="down"
            disabled={index === count - 1}
            aria-label={intl.formatMessage({ id: 'crm.services.form-builder.move-down' }, { number })}
            onClick={() => onMove(1)}
          >
            ↓
          </button>
          <button type="button" className="donut-button donut-button--danger" onClick={onRemove}>
            <FormattedMessage id="crm.services.form-builder.remove" values={{ number }} />
          </button>
        </div>
      </fieldset>
    </li>
  );
}
