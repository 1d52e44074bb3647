import { weekdayNames } from './weekday-names';

describe('weekdayNames', () => {
  it('names the ISO weekdays from Monday in each language of the site', () => {
    expect(weekdayNames('en')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayNames('ru')[0]).toBe('понедельник');
    expect(weekdayNames('ka')[0]).toBe('ორშაბათი');
    expect(weekdayNames('ka')[6]).toBe('კვირა');
  });
});
