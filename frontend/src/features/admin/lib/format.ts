import { toast } from 'sonner';
/** Long US date (SPEC 9), e.g. 'March 1, 2025'. */
export function longDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

/** Long US date with the time, for the audit log. */
export function longDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
}

const actionLabels: Record<string, string> = {
  'invitation_code.generated': 'Generated a code',
  'invitation_code.deactivated': 'Deactivated a code',
  'invitation.sent': 'Sent a lifetime invitation',
  'lifetime.granted': 'Granted lifetime access',
  'lifetime.revoked': 'Revoked lifetime access',
  'user.email_changed': 'Changed an e-mail address',
  'user.deleted': 'Deleted an account',
};

export const auditActionLabel = (action: string) => actionLabels[action] ?? action;

/** SPEC 5: an address must be non-empty and contain an @. */
export const looksLikeEmail = (value: string) => value.trim().length > 0 && value.includes('@');

/** What the admin's e-mail forms say of an address that is not one. */
export const invalidEmail = () =>
  toast.error('Invalid Email', { description: 'Please enter a valid email address' });
