import { useSearchParams } from 'react-router-dom';

/** ?share=true (from a card's share action) opens the recipe page's share dialog. */
export function useShareParam() {
  const [search, setSearch] = useSearchParams();
  const open = search.get('share') === 'true';
  const onOpenChange = (opening: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (opening) next.set('share', 'true');
        else next.delete('share');
        return next;
      },
      { replace: true },
    );
  return { open, onOpenChange };
}
