import type { InvitationCodeView } from '@contracts/admin';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useDeactivateCode, useGenerateCode, useInvitationCodes } from '../api/invitation-codes';
import { longDate } from '../lib/format';
import { AdminListState, AdminSection } from './admin-section';

const statusLabel: Record<InvitationCodeView['status'], MessageDescriptor> = {
  active: msg`Active`,
  used: msg({ message: 'Used', context: 'invitation code' }),
  inactive: msg`Inactive`,
};

function CodeRow({ code }: { code: InvitationCodeView }) {
  const { i18n, t: tr } = useLingui();
  const deactivate = useDeactivateCode();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.code);
      toast.success(t`Copied`, { description: t`${code.code} is on your clipboard` });
    } catch {
      toast.error(t`Copy failed`, { description: t`Select the code and copy it by hand` });
    }
  };
  return (
    <li className="space-y-1 rounded-2xl border border-cream-300 bg-white/70 p-3" aria-label={code.code}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-base font-semibold tracking-wider text-terracotta-900">
          {code.code}
        </span>
        <Badge tone={code.status === 'active' ? 'tag' : 'muted'}>{i18n._(statusLabel[code.status])}</Badge>
      </div>
      {code.notes ? <p className="text-sm">{code.notes}</p> : null}
      <p className="text-xs text-ink-muted">
        <Trans>Created {longDate(code.createdAt)}</Trans>
        {code.intendedEmail ? tr` · for ${code.intendedEmail}` : ''}
      </p>
      {code.status === 'used' ? (
        <p className="text-sm text-ink-muted">
          <Trans>
            Used by {code.usedByEmail ?? code.usedBy} on {longDate(code.usedAt)}
          </Trans>
        </p>
      ) : null}
      {code.status === 'active' ? (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button size="sm" variant="outline" onClick={copy} aria-label={tr`Copy ${code.code}`}>
            <Copy aria-hidden="true" /> <Trans>Copy</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={deactivate.isPending}
            aria-label={tr`Deactivate ${code.code}`}
            onClick={() =>
              deactivate.mutate(code.code, {
                onSuccess: () => toast.success(t`Code Deactivated`, { description: code.code }),
                onError: (error) => toast.error(t`Failed to deactivate code`, { description: error.message }),
              })
            }
          >
            <Trans>Deactivate</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function InvitationCodesSection() {
  const { t: tr } = useLingui();
  const codes = useInvitationCodes();
  const generate = useGenerateCode();
  // The server checks the notes and the address (contracts/admin.ts) and its refusal is toasted.
  const form = useForm({ defaultValues: { notes: '', intendedEmail: '' } });
  const submit = form.handleSubmit((values) =>
    generate.mutate(values, {
      onSuccess: (code) => {
        toast.success(t`Code Generated`, { description: code.code });
        form.reset();
      },
      onError: (error) => toast.error(t`Failed to generate code`, { description: error.message }),
    }),
  );

  return (
    <AdminSection
      icon={KeyRound}
      title={<Trans>Invitation Codes</Trans>}
      description={<Trans>Generate LIFETIME- codes that grant lifetime access when redeemed.</Trans>}
      className="space-y-5"
    >
      <form onSubmit={submit} className="space-y-3">
        <FormField label={tr`Notes`} optional>
          <Textarea rows={2} maxLength={500} {...form.register('notes')} />
        </FormField>
        <FormField label={tr`Intended email`} optional>
          <Input type="email" autoComplete="off" {...form.register('intendedEmail')} />
        </FormField>
        <Button type="submit" disabled={generate.isPending}>
          {generate.isPending ? tr`Generating...` : tr`Generate Code`}
        </Button>
      </form>
      <section aria-label={tr`Generated codes`}>
        <AdminListState
          query={codes}
          loading={<Trans>Loading codes...</Trans>}
          failed={<Trans>Failed to load invitation codes</Trans>}
          empty={<Trans>No codes yet. Generate the first one above.</Trans>}
          isEmpty={(data) => data.items.length === 0}
        >
          {(data) => (
            <ul className="max-h-[400px] space-y-2 overflow-y-auto pe-1">
              {data.items.map((code) => (
                <CodeRow key={code.code} code={code} />
              ))}
            </ul>
          )}
        </AdminListState>
      </section>
    </AdminSection>
  );
}
