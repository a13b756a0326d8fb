import { useLingui } from '@lingui/react/macro';
import { onlineManager, useIsMutating } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();

/** A quiet line while the device is offline: what is changed now is sent when the connection returns. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    isOnline,
    () => true,
  );
  const waiting = useIsMutating();
  const { t } = useLingui();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-cream-200 px-4 py-1.5 text-sm font-semibold text-ink print:hidden"
    >
      <CloudOff aria-hidden="true" className="size-4" />
      {t`Offline: changes will sync`}
      {waiting > 0 ? <span className="font-normal text-ink-muted">{t`(${waiting} waiting)`}</span> : null}
    </div>
  );
}
