import { Trans, useLingui } from '@lingui/react/macro';
import { ScrollText } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuditLog } from '../api/audit-log';
import { auditActionLabel, longDateTime } from '../lib/format';

export function AuditLogSection() {
  const { t } = useLingui();
  const log = useAuditLog();
  return (
    <Card>
      <CardHeader>
        <ScrollText aria-hidden="true" className="size-7 text-terracotta-600" />
        <CardTitle className="text-xl">
          <Trans>Audit Log</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Every admin action, newest first.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {log.isPending ? (
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner /> <Trans>Loading the audit log...</Trans>
          </p>
        ) : log.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            <Trans>Failed to load the audit log</Trans>
          </p>
        ) : log.data.items.length === 0 ? (
          <p className="text-sm text-ink-muted">
            <Trans>No admin actions yet.</Trans>
          </p>
        ) : (
          <ol
            aria-label={t`Admin actions`}
            className="max-h-[400px] divide-y divide-cream-300 overflow-y-auto"
          >
            {log.data.items.map((entry) => (
              <li key={entry.id} className="py-2 text-sm">
                <span className="font-semibold">{auditActionLabel(entry.action)}</span>
                {entry.target ? <span className="break-all"> · {entry.target}</span> : null}
                {entry.details.from && entry.details.to ? (
                  <span className="break-all">
                    {' '}
                    ({entry.details.from} → {entry.details.to})
                  </span>
                ) : null}
                <span className="block text-xs text-ink-muted">
                  <Trans>
                    {longDateTime(entry.at)} by {entry.actorEmail}
                  </Trans>
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
