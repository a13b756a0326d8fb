// Which long imports this device started and has not yet seen handed over (issue 33), kept in
// localStorage, so Home asks the server for the cook's imports only when there is one to show: every
// other visit to Home costs no request and loads none of this code.
import { useSyncExternalStore } from 'react';

const KEY = 'hearth.longImports';
const listeners = new Set<() => void>();

function read(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(ids.slice(-20)));
  } catch {
    // Storage refused (private mode, full): Home just will not list the import.
  }
  for (const listener of listeners) listener();
}

export const rememberLongImport = (jobId: string) => write([...read().filter((id) => id !== jobId), jobId]);

export const forgetLongImport = (jobId: string) => write(read().filter((id) => id !== jobId));

/** Forgets every import but these (the ones the server still lists). */
export const keepLongImports = (jobIds: string[]) => write(read().filter((id) => jobIds.includes(id)));

export const longImportsPending = (): boolean => read().length > 0;

/** Whether this device has a long import to show, kept current as imports start and end. */
export function useLongImportsPending(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    longImportsPending,
    () => false,
  );
}
