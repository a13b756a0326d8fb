import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { toast } from 'sonner';
import { formatDate } from '@/lib/i18n/format';
import { i18n, intlLocale } from '@/lib/i18n/runtime';

/** Long date (SPEC 9), e.g. 'March 1, 2025' in English, in the reader's language. */
export function longDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : formatDate(date, intlLocale(), { month: 'long', day: 'numeric', year: 'numeric' });
}

/** Long date with the time, for the audit log. */
export function longDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : formatDate(date, intlLocale(), {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
}

const actionLabels: Record<string, MessageDescriptor> = {
  'invitation_code.generated': msg`Generated a code`,
  'invitation_code.deactivated': msg`Deactivated a code`,
  'invitation.sent': msg`Sent a lifetime invitation`,
  'lifetime.granted': msg`Granted lifetime access`,
  'lifetime.revoked': msg`Revoked lifetime access`,
  'user.email_changed': msg`Changed an e-mail address`,
  'user.deleted': msg`Deleted an account`,
};

export const auditActionLabel = (action: string) => {
  const label = actionLabels[action];
  return label ? i18n._(label) : action;
};

/** SPEC 5: an address must be non-empty and contain an @. */
export const looksLikeEmail = (value: string) => value.trim().length > 0 && value.includes('@');

/** What the admin's e-mail forms say of an address that is not one. */
export const invalidEmail = () =>
  toast.error(t`Invalid Email`, { description: t`Please enter a valid email address` });
