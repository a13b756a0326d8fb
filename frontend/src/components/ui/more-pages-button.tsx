import { Button, type ButtonProps } from './button';

/** A list read a page at a time (TanStack Query's infinite query). */
type Pages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/**
 * The button under such a list that reads its next page: there only while there is one, and disabled
 * while it loads (`children` may say so). Outline unless `variant` says otherwise.
 */
export function MorePagesButton({
  pages,
  ...props
}: Omit<ButtonProps, 'onClick' | 'disabled'> & { pages: Pages }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
      {...props}
    />
  );
}
