import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useShoppingList } from '@/features/shopping/api/get-shopping-list';
import { ShoppingListView } from '@/features/shopping/components/shopping-list-view';

export function Screen() {
  const list = useShoppingList();
  return (
    <div className="min-h-dvh">
      <PageHeader title="Shopping List" back={{ to: '/', label: 'Back to Recipes' }} width="max-w-3xl" />
      <PageBody className="max-w-3xl">
        {list.data ? (
          <ShoppingListView list={list.data} />
        ) : list.isError ? (
          <div role="alert" className="mx-auto max-w-md space-y-4 text-center">
            <p className="text-lg font-semibold text-terracotta-900">Failed to create shopping list</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <PageSpinner label="Loading shopping list" />
        )}
      </PageBody>
    </div>
  );
}
