import { describe, expect, it } from 'vitest';
import { mondayFirstDayNames } from './labels';

describe('week board day names', () => {
  it('runs Monday to Sunday in every language, whatever day its region starts the week on', () => {
    expect(mondayFirstDayNames('en')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(mondayFirstDayNames('de')[0]).toBe('Montag');
    expect(mondayFirstDayNames('he')[0]).toBe('יום שני'); // Israel's week starts on Sunday
    expect(mondayFirstDayNames('ar')[6]).toBe('الأحد'); // a Saturday-first region
    expect(mondayFirstDayNames('ja')[6]).toBe('日曜日');
  });
});
