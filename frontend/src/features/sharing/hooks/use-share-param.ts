import { useSearchFlag } from '@/hooks/use-search-flag';

/** ?share=true (from a card's share action) opens the recipe page's share dialog. */
export function useShareParam() {
  const [open, onOpenChange] = useSearchFlag('share', 'true');
  return { open, onOpenChange };
}
