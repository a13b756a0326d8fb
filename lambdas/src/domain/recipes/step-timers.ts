// Durations in an instruction step, for Cook Mode's one-tap timers: "bake 25 minutes", "1 hour 15 minutes" (one
// timer), "10-12 min". A range times its lower bound: the timer marks the first moment to check for doneness, and
// a cook can add time but cannot undo overcooking. Vague times ("overnight", "until golden") get no timer.
import { readQuantity, startsNumber } from '../ingredients/parse-quantity.js';
import { isLetter } from '../ingredients/units.js';
import { readWordQuantity } from '../ingredients/word-quantity.js';

export interface StepTimer {
  /** The duration as written in the step, e.g. "10-12 min". */
  readonly label: string;
  readonly seconds: number;
  readonly start: number;
  readonly end: number;
}

interface Duration {
  readonly start: number;
  readonly end: number;
  readonly seconds: number;
  readonly unitSeconds: number;
}

const UNIT_WORDS: readonly (readonly [RegExp, number])[] = [
  [/^(?:hours?|hrs?)(?!\p{L})/iu, 3600],
  [/^(?:minutes?|mins?)(?!\p{L})/iu, 60],
  [/^(?:seconds?|secs?)(?!\p{L})/iu, 1],
];
// "1h 30m": single letters count only when glued to the number.
const UNIT_LETTERS: Readonly<Record<string, number>> = { h: 3600, m: 60, s: 1 };
const BEFORE_UNIT = /^(\s*)(?:(?:more|additional|extra|further)\s+)?/i;
const AND_A_HALF = /^\s+and\s+a\s+half(?!\p{L})/iu;
const COMPOUND_JOINER = /^\s*(?:,\s*)?(?:and\s+)?/i;
const RANGE_JOINER = /^\s*(?:[-–—]|to|or)\s*/i;

const TENS: Readonly<Record<string, number>> = {
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'forty-five': 45,
  forty: 40,
  ninety: 90,
};
const TENS_WORD = new RegExp(`^(${Object.keys(TENS).join('|')})(?![\\p{L}-])`, 'iu');

/** The number (low end of a range) written at `pos`, numeric or spelled out. */
function readAmount(text: string, pos: number): { end: number; value: number } | null {
  if (startsNumber(text, pos)) {
    const quantity = readQuantity(text, pos);
    return quantity && { end: quantity.end, value: quantity.value };
  }
  const tens = TENS_WORD.exec(text.slice(pos));
  if (tens) return { end: pos + tens[0].length, value: TENS[(tens[1] ?? '').toLowerCase()] ?? 0 };
  const word = readWordQuantity(text, pos);
  return word && { end: word.end, value: word.value };
}

function readUnit(text: string, pos: number, glued: boolean): { end: number; seconds: number } | null {
  const rest = text.slice(pos);
  for (const [pattern, seconds] of UNIT_WORDS) {
    const match = pattern.exec(rest);
    if (match) return { end: pos + match[0].length, seconds };
  }
  const letter = UNIT_LETTERS[(rest[0] ?? '').toLowerCase()];
  return glued && letter !== undefined && !isLetter(rest[1]) ? { end: pos + 1, seconds: letter } : null;
}

/** One duration ("25 minutes", "an hour and a half", "10-12 min") starting at `pos`, or null. */
function readDuration(text: string, pos: number): Duration | null {
  const amount = readAmount(text, pos);
  if (!amount) return null;
  const gap = BEFORE_UNIT.exec(text.slice(amount.end));
  const unitStart = amount.end + (gap?.[0].length ?? 0);
  const unit = readUnit(text, unitStart, gap?.[0] === '');
  if (!unit || amount.value <= 0) return null;
  const half = AND_A_HALF.exec(text.slice(unit.end));
  const value = amount.value + (half ? 0.5 : 0);
  return {
    start: pos,
    end: unit.end + (half?.[0].length ?? 0),
    seconds: value * unit.seconds,
    unitSeconds: unit.seconds,
  };
}

/** Extends a duration with smaller parts ("1 hour 15 minutes") and an upper bound ("45 minutes to 1 hour"). */
function extendDuration(text: string, first: Duration): Duration {
  let duration = first;
  for (;;) {
    const joiner = COMPOUND_JOINER.exec(text.slice(duration.end))?.[0] ?? '';
    const part = readDuration(text, duration.end + joiner.length);
    if (!part || part.unitSeconds >= duration.unitSeconds) break;
    duration = {
      ...duration,
      end: part.end,
      seconds: duration.seconds + part.seconds,
      unitSeconds: part.unitSeconds,
    };
  }
  const joiner = RANGE_JOINER.exec(text.slice(duration.end))?.[0];
  const upper = joiner ? readDuration(text, duration.end + joiner.length) : null;
  return upper && upper.seconds > duration.seconds
    ? { ...duration, end: extendDuration(text, upper).end }
    : duration;
}

/** Every timed duration in a step, in order, each timing its lower bound in whole seconds. */
export function findStepTimers(step: string): StepTimer[] {
  const timers: StepTimer[] = [];
  for (let at = 0; at < step.length; at += 1) {
    if (isLetter(step[at - 1]) || /[\d.,/]/.test(step[at - 1] ?? '')) continue;
    const found = readDuration(step, at);
    if (!found) continue;
    const duration = extendDuration(step, found);
    timers.push({
      label: step.slice(duration.start, duration.end),
      seconds: Math.round(duration.seconds),
      start: duration.start,
      end: duration.end,
    });
    at = duration.end - 1;
  }
  return timers;
}
