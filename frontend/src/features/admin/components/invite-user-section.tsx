import { INTERFACE_LANGUAGES, type InterfaceLanguage, isInterfaceLanguage } from '@contracts/languages';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { EmailForm } from '@/components/email-form';
import { Label } from '@/components/ui/label';
import { languageName } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/runtime';
import { useSendInvitation } from '../api/users';
import { invalidEmail, looksLikeEmail } from '../lib/format';
import { AdminSection } from './admin-section';

const SELECT_CLASSES =
  'block h-11 w-full rounded-xl border border-cream-300 bg-white px-3 text-base text-ink';

export function InviteUserSection() {
  const { t: tr, i18n } = useLingui();
  const reader = intlLocale(i18n.locale as Parameters<typeof intlLocale>[0]);
  const languageId = useId();
  // The invitation's language for an address without an account (issue 37); none: the admin's own.
  const [language, setLanguage] = useState<InterfaceLanguage | ''>('');
  const send = useSendInvitation();
  const submit = (email: string, clear: () => void) =>
    send.mutate(
      { email: email.toLowerCase(), ...(language ? { language } : {}) },
      {
        onSuccess: (result) => {
          toast.success(t`Invitation Sent`, {
            description: result.existingAccount
              ? t`${result.email} already had an account: lifetime access is granted`
              : t`${result.email} gets lifetime access on sign-up`,
          });
          clear();
        },
        onError: (error) => toast.error(t`Failed to send invitation`, { description: error.message }),
      },
    );

  return (
    <AdminSection
      icon={Mail}
      title={<Trans>Invite User with Lifetime Access</Trans>}
      description={
        <Trans>We e-mail a sign-up link; the account created with that address gets lifetime access.</Trans>
      }
      className="space-y-3"
    >
      <div className="space-y-1.5">
        <Label htmlFor={languageId}>{tr`Their language`}</Label>
        <select
          id={languageId}
          aria-describedby={`${languageId}-hint`}
          className={SELECT_CLASSES}
          value={language}
          onChange={(event) => setLanguage(isInterfaceLanguage(event.target.value) ? event.target.value : '')}
        >
          <option value="">{tr`Same as mine`}</option>
          {INTERFACE_LANGUAGES.map((tag) => (
            <option key={tag} value={tag}>
              {languageName(tag, reader)}
            </option>
          ))}
        </select>
        <p id={`${languageId}-hint`} className="text-xs text-ink-muted">
          {tr`The e-mail's language when the address has no account yet; an account's own language always wins.`}
        </p>
      </div>
      <EmailForm
        label={tr`Friend's email`}
        submitLabel={tr`Send Invitation`}
        busyLabel={tr`Sending...`}
        busy={send.isPending}
        accepts={looksLikeEmail}
        onInvalid={invalidEmail}
        onSend={submit}
        className="space-y-3"
      />
    </AdminSection>
  );
}
