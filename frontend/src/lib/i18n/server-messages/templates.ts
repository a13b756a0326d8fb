// The server's messages that carry values (a limit, a date, an address, when to try again): the English
// with {} for each value, as scripts/i18n/server-messages.ts reads it from lambdas/src, and the Lingui
// message the values go into (ICU plurals where a number counts something). A data table.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** A value taken from the server's English: a number, or words (translated first when they are a
 * message of their own: a field's label, "in 5 minutes"). */
export type Value = string | number;
/** The values in the order the English holds them (a template has as many as it has {}). */
export type Values = readonly [Value, Value, Value];
export type Template = readonly [english: string, say: (values: Values) => MessageDescriptor];

const n = (value: Value): number => Number(value);

export const TEMPLATES: readonly Template[] = [
  [
    'A cookbook holds at most {} recipes; choose fewer, or make two cookbooks',
    ([max]) =>
      msg`A cookbook holds at most ${plural(n(max), { one: '# recipe', other: '# recipes' })}; choose fewer, or make two cookbooks`,
  ],
  [
    'A food is at most {} characters',
    ([max]) => msg`A food is at most ${plural(n(max), { one: '# character', other: '# characters' })}`,
  ],
  [
    'A household has at most {} members',
    ([max]) => msg`A household has at most ${plural(n(max), { one: '# member', other: '# members' })}`,
  ],
  [
    'A lot of accounts were made from your network in a short time. Please try again {}.',
    ([when]) => msg`A lot of accounts were made from your network in a short time. Please try again ${when}.`,
  ],
  [
    'A lot of invitations were sent from your network in a short time. Please try again {}.',
    ([when]) =>
      msg`A lot of invitations were sent from your network in a short time. Please try again ${when}.`,
  ],
  [
    'A meal plan holds at most {} recipes',
    ([max]) => msg`A meal plan holds at most ${plural(n(max), { one: '# recipe', other: '# recipes' })}`,
  ],
  [
    'A menu holds at most {} recipes',
    ([max]) => msg`A menu holds at most ${plural(n(max), { one: '# recipe', other: '# recipes' })}`,
  ],
  [
    'A menu lists at most {} guests',
    ([max]) => msg`A menu lists at most ${plural(n(max), { one: '# guest', other: '# guests' })}`,
  ],
  [
    'A menu of more than {} recipes is logged one recipe at a time',
    ([max]) =>
      msg`A menu of more than ${plural(n(max), { one: '# recipe', other: '# recipes' })} is logged one recipe at a time`,
  ],
  [
    'A pantry keeps at most {} foods. Please remove some first.',
    ([max]) =>
      msg`A pantry keeps at most ${plural(n(max), { one: '# food', other: '# foods' })}. Please remove some first.`,
  ],
  [
    'A recipe can be shared with at most {} people',
    ([max]) =>
      msg`A recipe can be shared with at most ${plural(n(max), { one: '# person', other: '# people' })}`,
  ],
  [
    'A recipe can have at most {} categories',
    ([max]) => msg`A recipe can have at most ${plural(n(max), { one: '# category', other: '# categories' })}`,
  ],
  [
    'A recipe can have at most {} tags',
    ([max]) => msg`A recipe can have at most ${plural(n(max), { one: '# tag', other: '# tags' })}`,
  ],
  [
    'A recipe keeps at most {} line readings',
    ([max]) =>
      msg`A recipe keeps at most ${plural(n(max), { one: '# line reading', other: '# line readings' })}`,
  ],
  [
    'A unit is at most {} characters',
    ([max]) => msg`A unit is at most ${plural(n(max), { one: '# character', other: '# characters' })}`,
  ],
  [
    'Add at most {} ingredients',
    ([max]) => msg`Add at most ${plural(n(max), { one: '# ingredient', other: '# ingredients' })}`,
  ],
  [
    'Add at most {} recipes at a time',
    ([max]) => msg`Add at most ${plural(n(max), { one: '# recipe', other: '# recipes' })} at a time`,
  ],
  [
    'Add at most {} recipes at once',
    ([max]) => msg`Add at most ${plural(n(max), { one: '# recipe', other: '# recipes' })} at once`,
  ],
  [
    'At most {} changes at once',
    ([max]) => msg`At most ${plural(n(max), { one: '# change', other: '# changes' })} at once`,
  ],
  [
    'At most {} lines at once',
    ([max]) => msg`At most ${plural(n(max), { one: '# line', other: '# lines' })} at once`,
  ],
  [
    'Comments can be at most {} characters',
    ([max]) => msg`Comments can be at most ${plural(n(max), { one: '# character', other: '# characters' })}`,
  ],
  [
    'Guest count must be a whole number from 1 to {}',
    ([max]) => msg`Guest count must be a whole number from 1 to ${max}`,
  ],
  [
    'Household names are at most {} characters',
    ([max]) =>
      msg`Household names are at most ${plural(n(max), { one: '# character', other: '# characters' })}`,
  ],
  [
    'Items are at most {} characters',
    ([max]) => msg`Items are at most ${plural(n(max), { one: '# character', other: '# characters' })}`,
  ],
  [
    'Joining would bring the household to {} recipes; the free plan keeps {}. A plan for you or anyone in {} covers everyone in it: subscribe on the plans page (/subscription), or delete some of your recipes, then open this link again.',
    ([total, limit, household]) =>
      msg`Joining would bring the household to ${plural(n(total), { one: '# recipe', other: '# recipes' })}; the free plan keeps ${limit}. A plan for you or anyone in ${household} covers everyone in it: subscribe on the plans page (/subscription), or delete some of your recipes, then open this link again.`,
  ],
  [
    'Keeping more than {} recipes needs a subscription or lifetime access. See the Subscription plans page (/subscription) to start a free trial.',
    ([limit]) =>
      msg`Keeping more than ${plural(n(limit), { one: '# recipe', other: '# recipes' })} needs a subscription or lifetime access. See the Subscription plans page (/subscription) to start a free trial.`,
  ],
  ['Language must be one of {}', ([languages]) => msg`Language must be one of ${languages}`],
  ['No route for {} {}', ([method, path]) => msg`No route for ${method} ${path}`],
  ['Servings must be at most {}', ([max]) => msg`Servings must be at most ${max}`],
  [
    'That PDF has more than {} pages. Please import just the pages with the recipe.',
    ([max]) =>
      msg`That PDF has more than ${plural(n(max), { one: '# page', other: '# pages' })}. Please import just the pages with the recipe.`,
  ],
  [
    'That page could not be loaded (HTTP {})',
    ([status]) => msg`That page could not be loaded (HTTP ${status})`,
  ],
  ['The amount is at most {}', ([max]) => msg`The amount is at most ${max}`],
  ['The amount must be at least {}', ([min]) => msg`The amount must be at least ${min}`],
  ['The file must be less than {}MB', ([size]) => msg`The file must be less than ${size} MB`],
  [
    'The note can be at most {} characters',
    ([max]) => msg`The note can be at most ${plural(n(max), { one: '# character', other: '# characters' })}`,
  ],
  [
    'The photo description can be at most {} characters',
    ([max]) =>
      msg`The photo description can be at most ${plural(n(max), { one: '# character', other: '# characters' })}`,
  ],
  ['The photo must be less than {}MB', ([size]) => msg`The photo must be less than ${size} MB`],
  [
    'This export was kept for {} hours and has expired. Start a new one.',
    ([hours]) =>
      msg`This export was kept for ${plural(n(hours), { one: '# hour', other: '# hours' })} and has expired. Start a new one.`,
  ],
  [
    'This free link is for {}. Sign in with that e-mail address to use it.',
    ([email]) => msg`This free link is for ${email}. Sign in with that e-mail address to use it.`,
  ],
  [
    'This meal was already marked cooked on {}',
    ([date]) => msg`This meal was already marked cooked on ${date}`,
  ],
  [
    'This menu was already marked cooked on {}',
    ([date]) => msg`This menu was already marked cooked on ${date}`,
  ],
  [
    'Too many invitation code attempts. Please try again {}.',
    ([when]) => msg`Too many invitation code attempts. Please try again ${when}.`,
  ],
  [
    'Use at most {} recipes at once',
    ([max]) => msg`Use at most ${plural(n(max), { one: '# recipe', other: '# recipes' })} at once`,
  ],
  [
    'Who cooked can be at most {} characters',
    ([max]) =>
      msg`Who cooked can be at most ${plural(n(max), { one: '# character', other: '# characters' })}`,
  ],
  [
    'You can add at most {} recipes at once',
    ([max]) => msg`You can add at most ${plural(n(max), { one: '# recipe', other: '# recipes' })} at once`,
  ],
  [
    'You have asked for suggestions {} times today, the daily limit. Please try again tomorrow.',
    ([count]) =>
      msg`You have asked for suggestions ${plural(n(count), { one: '# time', other: '# times' })} today, the daily limit. Please try again tomorrow.`,
  ],
  [
    "You've asked for a lot of e-mail change codes. Please try again {}.",
    ([when]) => msg`You've asked for a lot of e-mail change codes. Please try again ${when}.`,
  ],
  [
    "You've imported a lot of recipes in a short time. Please try again {}.",
    ([when]) => msg`You've imported a lot of recipes in a short time. Please try again ${when}.`,
  ],
  [
    "You've posted a lot of comments in a short time. Please try again {}.",
    ([when]) => msg`You've posted a lot of comments in a short time. Please try again ${when}.`,
  ],
  [
    "You've saved a lot of videos in a short time. Please try again {}.",
    ([when]) => msg`You've saved a lot of videos in a short time. Please try again ${when}.`,
  ],
  [
    "You've sent a lot of invitations in a short time. Please try again {}.",
    ([when]) => msg`You've sent a lot of invitations in a short time. Please try again ${when}.`,
  ],
  [
    "You've shared a lot of recipes in a short time. Please try again {}.",
    ([when]) => msg`You've shared a lot of recipes in a short time. Please try again ${when}.`,
  ],
  [
    "You've started a lot of collection imports in a short time. Please try again {}.",
    ([when]) => msg`You've started a lot of collection imports in a short time. Please try again ${when}.`,
  ],
  [
    'Your household has sent a lot of invitations in a short time. Please try again {}.',
    ([when]) => msg`Your household has sent a lot of invitations in a short time. Please try again ${when}.`,
  ],
  ['{} is too long', ([label]) => msg`${label} is too long`],
  [
    '{} must be a web address starting with http:// or https://',
    ([label]) => msg`${label} must be a web address starting with http:// or https://`,
  ],
  ['{} must be a whole number', ([label]) => msg`${label} must be a whole number`],
  ['{} must be text', ([label]) => msg`${label} must be text`],
];

/** Words the server puts into its messages as values: when to try again (rate-limits.ts retryPhrase). */
export const PHRASES: readonly Template[] = [
  ['in {} second', ([count]) => msg`in ${plural(n(count), { one: '# second', other: '# seconds' })}`],
  ['in {} seconds', ([count]) => msg`in ${plural(n(count), { one: '# second', other: '# seconds' })}`],
  ['in {} minute', ([count]) => msg`in ${plural(n(count), { one: '# minute', other: '# minutes' })}`],
  ['in {} minutes', ([count]) => msg`in ${plural(n(count), { one: '# minute', other: '# minutes' })}`],
  ['in {} hour', ([count]) => msg`in ${plural(n(count), { one: '# hour', other: '# hours' })}`],
  ['in {} hours', ([count]) => msg`in ${plural(n(count), { one: '# hour', other: '# hours' })}`],
];
