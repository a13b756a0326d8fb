import { Trans, useLingui } from '@lingui/react/macro';
import { ScrollText } from 'lucide-react';
import { useAuditLog } from '../api/audit-log';
import { auditActionLabel, longDateTime } from '../lib/format';
import { AdminListState, AdminSection } from './admin-section';

export function AuditLogSection() {
  const { t } = useLingui();
  const log = useAuditLog();
  return (
    <AdminSection
      icon={ScrollText}
      title={<Trans>Audit Log</Trans>}
      description={<Trans>Every admin action, newest first.</Trans>}
    >
      <AdminListState
        query={log}
        loading={<Trans>Loading the audit log...</Trans>}
        failed={<Trans>Failed to load the audit log</Trans>}
        empty={<Trans>No admin actions yet.</Trans>}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ol
            aria-label={t`Admin actions`}
            className="max-h-[400px] divide-y divide-cream-300 overflow-y-auto"
          >
            {data.items.map((entry) => (
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
      </AdminListState>
    </AdminSection>
  );
}
