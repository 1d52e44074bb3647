import { useEffect, useRef, useState } from 'react';
import type { FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, CheckboxField } from '@donut/ui';
import {
  newQuestion,
  QUESTION_KINDS,
  STANDARD_FIELD_KINDS,
  type QuestionKind,
  type QuestionValues,
} from './application-form-values';
import { QuestionEditor } from './question-editor';
import type { ServiceFormValues } from './service-form-values';

export interface ApplicationFormEditorProps {
  formik: FormikProps<ServiceFormValues>;
  /** The site's other languages, for the questions' translations. */
  languages: readonly string[];
  /** The error to show under a field of the form part (the service form decides when it shows). */
  errorOf: (field: string) => string | undefined;
}

/** Where focus goes after the list changed: a new question's wording, or the button that moved a question. */
type FocusTarget = { id: string; action: 'label' | 'up' | 'down' } | null;

/**
 * The "Application form" part of the service form: name and phone always asked, switches for the fields asked at
 * most once (each required or optional), and custom questions added, edited, moved up or down and removed, with
 * their wording in the site's other languages. Checked by the API's own rules (`applicationFormFieldsSchema`).
 */
export function ApplicationFormEditor({ formik, languages, errorOf }: ApplicationFormEditorProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLOListElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const { standard, questions } = formik.values.form;

  useEffect(() => {
    if (!focusTarget || !listRef.current) return;
    const item = listRef.current.querySelector(`[data-question="${focusTarget.id}"]`);
    const wanted =
      focusTarget.action === 'label'
        ? item?.querySelector<HTMLElement>('input')
        : item?.querySelector<HTMLElement>(`[data-action="${focusTarget.action}"]:not(:disabled)`);
    (wanted ?? item?.querySelector<HTMLElement>('[data-action]:not(:disabled)'))?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const setQuestions = (next: QuestionValues[]) => void formik.setFieldValue('form.questions', next);

  function handleAdd(kind: QuestionKind) {
    const question = newQuestion(kind, languages);
    setQuestions([...questions, question]);
    setFocusTarget({ id: question.id, action: 'label' });
  }

  function handleMove(index: number, step: -1 | 1) {
    const next = [...questions];
    const [moved] = next.splice(index, 1);
    next.splice(index + step, 0, moved);
    setQuestions(next);
    setFocusTarget({ id: moved.id, action: step < 0 ? 'up' : 'down' });
  }

  const fieldName = (kind: string) => intl.formatMessage({ id: 'crm.services.form-builder.field' }, { kind });
  const formError = errorOf('form');

  return (
    <fieldset className="crm-catalogue-form__group crm-form-builder">
      <legend>
        <FormattedMessage id="crm.services.form-builder.title" />
      </legend>
      <p className="crm-form-builder__always">
        <FormattedMessage id="crm.services.form-builder.always" />
      </p>
      <ul className="crm-form-builder__standard">
        {STANDARD_FIELD_KINDS.map((kind) => (
          <li key={kind}>
            <CheckboxField
              label={
                <FormattedMessage id="crm.services.form-builder.ask" values={{ field: fieldName(kind) }} />
              }
              {...formik.getFieldProps({ name: `form.standard.${kind}.isAsked`, type: 'checkbox' })}
              checked={standard[kind].isAsked}
            />
            {standard[kind].isAsked ? (
              <CheckboxField
                label={
                  <FormattedMessage
                    id="crm.services.form-builder.required-field"
                    values={{ field: fieldName(kind) }}
                  />
                }
                {...formik.getFieldProps({ name: `form.standard.${kind}.isRequired`, type: 'checkbox' })}
                checked={standard[kind].isRequired}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="crm-form-builder__questions-title">
        <FormattedMessage id="crm.services.form-builder.questions" />
      </h3>
      {questions.length ? null : (
        <p>
          <FormattedMessage id="crm.services.form-builder.no-questions" />
        </p>
      )}
      <ol ref={listRef} className="crm-form-builder__questions">
        {questions.map((question, index) => (
          <QuestionEditor
            key={question.id}
            formik={formik}
            question={question}
            index={index}
            count={questions.length}
            errorOf={errorOf}
            onMove={(step) => handleMove(index, step)}
            onRemove={() => setQuestions(questions.filter((item) => item.id !== question.id))}
          />
        ))}
      </ol>
      <div className="crm-form-builder__add">
        {QUESTION_KINDS.map((kind) => (
          <Button key={kind} variant="secondary" onClick={() => handleAdd(kind)}>
            <FormattedMessage id="crm.services.form-builder.add" values={{ kind }} />
          </Button>
        ))}
      </div>
      {formError ? (
        <p className="donut-field__error" role="alert">
          {formError}
        </p>
      ) : null}
    </fieldset>
  );
}
