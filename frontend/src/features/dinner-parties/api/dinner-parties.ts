// The dinner-party API: fetchers paired with their TanStack Query options and hooks.
import type {
  AddMenuRecipesRequest,
  CreateMenuRequest,
  MenuDetail,
  MenuGuest,
  MenuSummary,
} from '@contracts/planning';
import { plural, t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { route, unchecked } from '@/lib/api-routes';
import { cookLogTimelineKey } from '@/lib/cook-days';
import { planKind, refusal } from '@/lib/plan-kind';
import { recipeKeys } from '@/lib/recipes/keys';

// The pages' first reads are typed by the contract but not parsed with it (as the meal plans'); the
// answers to changes are checked against it, loaded with the first answer.
const planning = () => import('@contracts/planning');
const summary = () => planning().then((contract) => contract.menuSummary);

/** The dinner-party menus: `dinnerParties.useList()`, `useOneOrBack`, `useCreateAndOpen`, `useDelete`, `keys`, `listPage`, `page`. */
export const dinnerParties = planKind({
  root: 'dinner-parties',
  listPage: '/dinner-parties',
  page: (id) => `/dinner-party/${id}`,
  live: 'menu',
  list: (signal) =>
    route('GET /dinner-parties', { signal }, unchecked<{ menus: MenuSummary[] }>()).then(
      (reply) => reply.menus,
    ),
  one: (id, signal) => route('GET /dinner-parties/{id}', { params: { id }, signal }, unchecked<MenuDetail>()),
  create: (input: CreateMenuRequest) => route('POST /dinner-parties', { body: input }, summary),
  remove: (id) => route('DELETE /dinner-parties/{id}', { params: { id } }),
  said: {
    created: () => t`Dinner party menu created`,
    // SPEC 8: the server's message when there is one.
    createFailed: (error) => [t`Failed to create menu`, { description: refusal(error) }],
    deleted: () => t`Menu deleted`,
    deleteFailed: () => t`Failed to delete menu`,
  },
});

export const addedToMenuMessage = (count: number) =>
  plural(count, { one: 'Added # recipe to menu', other: 'Added # recipes to menu' });

/** Adds recipes (already in the collection) to the menu; callers show the toast. */
export function useAddRecipesToMenu(menuId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipes: AddMenuRecipesRequest['recipes']) =>
      route('POST /dinner-parties/{id}/recipes', { params: { id: menuId }, body: { recipes } }, () =>
        planning().then((contract) => contract.addMenuRecipesResponse),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dinnerParties.keys.detail(menuId) }),
  });
}

export function useRemoveRecipeFromMenu(menuId: string) {
  const queryClient = useQueryClient();
  const key = dinnerParties.keys.detail(menuId);
  return useMutation({
    mutationFn: (dishId: string) =>
      route('DELETE /dinner-parties/{id}/recipes/{entryId}', { params: { id: menuId, entryId: dishId } }),
    onSuccess: (_, dishId) => {
      toast.success(t`Recipe removed from menu`);
      dinnerParties.patch(queryClient, menuId, (menu) => ({
        ...menu,
        entries: menu.entries.filter((entry) => entry.id !== dishId),
      }));
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: () => toast.error(t`Failed to remove recipe`),
  });
}

/** Replaces the menu's guests with their allergies and diets (issue 38). */
export function useSetMenuGuests(menuId: string) {
  const queryClient = useQueryClient();
  const key = dinnerParties.keys.detail(menuId);
  return useMutation({
    mutationFn: (guests: MenuGuest[]) =>
      route('PUT /dinner-parties/{id}/guests', { params: { id: menuId }, body: { guests } }, summary),
    onSuccess: (summary) => {
      dinnerParties.patch(queryClient, menuId, (menu) => ({ ...menu, guests: summary.guests }));
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) =>
      toast.error(t`Failed to save the guests`, {
        description: refusal(error),
      }),
  });
}

export type MenuCookedInput = {
  cookedOn: string;
  cookName: string;
  servings: number | null;
  note: string | null;
};

/**
 * Marks the whole menu cooked (issue 39): each of its household's recipes goes into the cook log at
 * once, and the menu shows the day. The log and the recipes' pages read again.
 */
export function useMarkMenuCooked(menuId: string) {
  const queryClient = useQueryClient();
  const key = dinnerParties.keys.detail(menuId);
  return useMutation({
    mutationFn: (input: MenuCookedInput) =>
      route('POST /dinner-parties/{id}/cooked', { params: { id: menuId }, body: input }, () =>
        import('@contracts/cook-log').then((contract) => contract.menuCookedResponse),
      ),
    onSuccess: (reply) => {
      dinnerParties.patch(queryClient, menuId, (menu) => ({ ...menu, cookedOn: reply.cookedOn }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: cookLogTimelineKey }),
        ...reply.logged.map((entry) =>
          queryClient.invalidateQueries({ queryKey: recipeKeys.detail(entry.recipeId) }),
        ),
      ]);
    },
  });
}
