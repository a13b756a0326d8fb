import { describe, expect, it } from 'vitest';
import { findStepTimers } from './step-timers.js';

const timers = (step: string) => findStepTimers(step).map(({ label, seconds }) => ({ label, seconds }));

describe('findStepTimers', () => {
  it.each([
    ['Bake at 350°F for 25 minutes, until golden.', '25 minutes', 1500],
    ['Simmer, covered, for 1 hour 15 minutes.', '1 hour 15 minutes', 4500],
    ['Braise 2 hours and 30 minutes, until tender.', '2 hours and 30 minutes', 9000],
    ['Sear the steaks 10-12 min per side.', '10-12 min', 600],
    ['Roast for 45 minutes to 1 hour.', '45 minutes to 1 hour', 2700],
    ['Whisk for 30 seconds.', '30 seconds', 30],
    ['Microwave on high for 90 sec.', '90 sec', 90],
    ['Let the dough rise 1½ hours.', '1½ hours', 5400],
    ['Chill at least 2 to 3 hrs.', '2 to 3 hrs', 7200],
    ['Rest the meat for 1h 30m.', '1h 30m', 5400],
    ['Let it stand for a minute.', 'a minute', 60],
    ['Let the batter rest half an hour.', 'half an hour', 1800],
    ['Steep for five minutes.', 'five minutes', 300],
    ['Marinate for thirty minutes.', 'thirty minutes', 1800],
    ['Cook 2 more minutes.', '2 more minutes', 120],
    ['Bake an hour and a half.', 'an hour and a half', 5400],
  ])('%s', (step, label, seconds) => {
    expect(timers(step)).toEqual([{ label, seconds }]);
  });

  it('finds every timer in a step, with offsets into the step', () => {
    const step = 'Boil the pasta 8 minutes, drain, then toss in the pan for 2 minutes.';
    const found = findStepTimers(step);
    expect(found.map(({ label, seconds }) => ({ label, seconds }))).toEqual([
      { label: '8 minutes', seconds: 480 },
      { label: '2 minutes', seconds: 120 },
    ]);
    for (const timer of found) expect(step.slice(timer.start, timer.end)).toBe(timer.label);
  });

  it.each([
    ['Refrigerate overnight.'],
    ['Cook until golden brown and crisp.'],
    ['Preheat the oven to 425°F.'],
    ['Step 2: grease a 9x13-inch pan.'],
    ['Let it rest a few minutes.'],
    ['Serves 4 people.'],
    ['Prepare a 30-minute weeknight sauce.'],
  ])('finds no timer in %s', (step) => {
    expect(findStepTimers(step)).toEqual([]);
  });
});
