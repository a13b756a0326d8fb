import { Trans, useLingui } from '@lingui/react/macro';
import { UtensilsCrossed } from 'lucide-react';
import { PlanListScreen } from '@/components/layout/plan-pages';
import { dinnerParties } from '@/features/dinner-parties/api/dinner-parties';
import { MenuList } from '@/features/dinner-parties/components/menu-list';
import { NewDinnerPartyDialog } from '@/features/dinner-parties/components/new-dinner-party-dialog';

export function Screen() {
  const { t } = useLingui();
  return (
    <PlanListScreen
      title={t`Dinner Party Menus`}
      newDialog={<NewDinnerPartyDialog />}
      query={dinnerParties.useList()}
      loading={t`Loading dinner party menus`}
      failed={t`Failed to load dinner party menus`}
      empty={{
        icon: UtensilsCrossed,
        title: <Trans>No dinner party menus yet</Trans>,
        text: (
          <Trans>
            Plan a menu course by course, from your recipes or new ones imported from a link or a photo.
          </Trans>
        ),
      }}
    >
      {(menus) => <MenuList menus={menus} />}
    </PlanListScreen>
  );
}
