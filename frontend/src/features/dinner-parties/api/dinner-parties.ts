// The dinner-party API: fetchers paired with their TanStack Query options and hooks.
import {
  type AddMenuRecipesRequest,
  addMenuRecipesResponse,
  type CreateMenuRequest,
  type MenuDetail,
  type MenuGuest,
  menuDetail,
  menuList,
  menuSummary,
} from '@contracts/planning';
import { plural, t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { route } from '@/lib/api-routes';
import { cookLogTimelineKey } from '@/lib/cook-days';
import { refreshOnLive } from '@/lib/live-updates';
import { recipeKeys } from '@/lib/recipes/keys';

export const menuKeys = {
  all: ['dinner-parties'] as const,
  list: () => [...menuKeys.all, 'list'] as const,
  detail: (id: string) => [...menuKeys.all, 'detail', id] as const,
};
refreshOnLive('menu', menuKeys.all);

export const menusQueryOptions = () =>
  queryOptions({
    queryKey: menuKeys.list(),
    queryFn: ({ signal }) => route('GET /dinner-parties', { signal }, menuList).then((reply) => reply.menus),
  });

export const menuQueryOptions = (id: string) =>
  queryOptions({
    queryKey: menuKeys.detail(id),
    queryFn: ({ signal }) => route('GET /dinner-parties/{id}', { params: { id }, signal }, menuDetail),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useMenus = () => useQuery(menusQueryOptions());
export const useMenu = (id: string) => useQuery(menuQueryOptions(id));

export function useCreateMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMenuRequest) => route('POST /dinner-parties', { body: input }, menuSummary),
    onSuccess: () => {
      toast.success(t`Dinner party menu created`);
      return queryClient.invalidateQueries({ queryKey: menuKeys.list() });
    },
    // SPEC 8: the server's message when there is one.
    onError: (error) =>
      toast.error(t`Failed to create menu`, {
        description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
      }),
  });
}

export function useDeleteMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => route('DELETE /dinner-parties/{id}', { params: { id } }),
    onSuccess: (_, id) => {
      toast.success(t`Menu deleted`);
      queryClient.removeQueries({ queryKey: menuKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: menuKeys.list() });
    },
    onError: () => toast.error(t`Failed to delete menu`),
  });
}

export const addedToMenuMessage = (count: number) =>
  plural(count, { one: 'Added # recipe to menu', other: 'Added # recipes to menu' });

/** Adds recipes (already in the collection) to the menu; callers show the toast. */
export function useAddRecipesToMenu(menuId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipes: AddMenuRecipesRequest['recipes']) =>
      route(
        'POST /dinner-parties/{id}/recipes',
        { params: { id: menuId }, body: { recipes } },
        addMenuRecipesResponse,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKeys.detail(menuId) }),
  });
}

export function useRemoveRecipeFromMenu(menuId: string) {
  const queryClient = useQueryClient();
  const key = menuKeys.detail(menuId);
  return useMutation({
    mutationFn: (dishId: string) =>
      route('DELETE /dinner-parties/{id}/recipes/{entryId}', { params: { id: menuId, entryId: dishId } }),
    onSuccess: (_, dishId) => {
      toast.success(t`Recipe removed from menu`);
      queryClient.setQueryData<MenuDetail>(key, (menu) =>
        menu ? { ...menu, entries: menu.entries.filter((entry) => entry.id !== dishId) } : menu,
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: () => toast.error(t`Failed to remove recipe`),
  });
}

/** Replaces the menu's guests with their allergies and diets (issue 38). */
export function useSetMenuGuests(menuId: string) {
  const queryClient = useQueryClient();
  const key = menuKeys.detail(menuId);
  return useMutation({
    mutationFn: (guests: MenuGuest[]) =>
      route('PUT /dinner-parties/{id}/guests', { params: { id: menuId }, body: { guests } }, menuSummary),
    onSuccess: (summary) => {
      queryClient.setQueryData<MenuDetail>(key, (menu) =>
        menu ? { ...menu, guests: summary.guests } : menu,
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) =>
      toast.error(t`Failed to save the guests`, {
        description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
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
  const key = menuKeys.detail(menuId);
  return useMutation({
    mutationFn: (input: MenuCookedInput) =>
      route('POST /dinner-parties/{id}/cooked', { params: { id: menuId }, body: input }, () =>
        import('@contracts/cook-log').then((contract) => contract.menuCookedResponse),
      ),
    onSuccess: (reply) => {
      queryClient.setQueryData<MenuDetail>(key, (menu) =>
        menu ? { ...menu, cookedOn: reply.cookedOn } : menu,
      );
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
