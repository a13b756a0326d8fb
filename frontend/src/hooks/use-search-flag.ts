import { useSearchParams } from 'react-router-dom';

/**
 * A yes or no kept in the address: on while `?name=value` is there. Setting it changes the address in
 * place (replace), so Back does not step through each change, and the scroll stays (app/scroll-memory.tsx
 * leaves a page changed in place where it was).
 */
export function useSearchFlag(name: string, value: string) {
  const [search, setSearch] = useSearchParams();
  const on = search.get(name) === value;
  const set = (next: boolean) =>
    setSearch(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set(name, value);
        else changed.delete(name);
        return changed;
      },
      { replace: true },
    );
  return [on, set] as const;
}
