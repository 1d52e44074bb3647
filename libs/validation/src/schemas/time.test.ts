import { validationMessages } from '../messages';
import { validateWith } from '../validate';
import { timeSchema } from './time';

describe('timeSchema', () => {
  it.each(['00:00', '09:30', '12:00', '23:59'])('accepts %s', (time) => {
    expect(validateWith(timeSchema, time)).toEqual({ ok: true, value: time });
  });

  it.each(['24:00', '23:60', '9:00', '09:5', '0930', '09-30', '09:30:00', 'ab:cd'])('refuses %s', (time) => {
    expect(validateWith(timeSchema, time)).toEqual({
      ok: false,
      errors: { '': validationMessages.timeFormat },
    });
  });

  it('requires a value', () => {
    expect(validateWith(timeSchema, '')).toEqual({ ok: false, errors: { '': validationMessages.required } });
  });
});
