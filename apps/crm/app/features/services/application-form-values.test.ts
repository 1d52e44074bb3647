import { validationMessages } from '@donut/validation';
import {
  applicationFormValues,
  changedFormFields,
  newQuestion,
  newQuestionId,
  toFormFieldsInput,
  validateApplicationForm,
} from './application-form-values';

describe('application form values', () => {
  it('gives new questions ids the API accepts', () => {
    for (let index = 0; index < 50; index += 1) expect(newQuestionId()).toMatch(/^q_[a-z0-9]{1,16}$/);
    expect(newQuestionId(() => 0)).toBe('q_aaaaaaaaaa');
  });

  it('sends no form fields when the form is as saved, and the standard fields first when it changed', () => {
    const saved = applicationFormValues(
      {
        version: 2,
        fields: [
          {
            id: 'q_a',
            kind: 'text',
            required: true,
            label: 'Size?',
            options: [],
            translations: [],
          },
          {
            id: 'email',
            kind: 'email',
            required: false,
            label: '',
            options: [],
            translations: [],
          },
        ],
      },
      ['ka'],
    );
    expect(changedFormFields(saved, saved)).toBeUndefined();
    const changed = { ...saved, standard: { ...saved.standard, files: { isAsked: true, isRequired: true } } };
    expect(changedFormFields(changed, saved)?.map((field) => field.id)).toEqual(['email', 'files', 'q_a']);
  });

  it('puts a translation’s error under its language', () => {
    const question = { ...newQuestion('choice', ['ka']), label: 'Rooms?', options: 'A\nB' };
    question.translations.ka = { label: 'ო'.repeat(201), options: 'ა\nბ' };
    const values = { ...applicationFormValues(null, ['ka']), questions: [question] };
    expect(toFormFieldsInput(values)[0].translations).toEqual([
      { language: 'ka', label: 'ო'.repeat(201), options: ['ა', 'ბ'] },
    ]);
    expect(Object.keys(validateApplicationForm(values))).toEqual(['form.questions.0.translations.ka.label']);
    expect(validateApplicationForm(values)['form.questions.0.translations.ka.label'].id).toBe(
      validationMessages.max.id,
    );
  });
});
