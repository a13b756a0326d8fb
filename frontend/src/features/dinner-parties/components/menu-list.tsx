import type { MenuSummary } from '@contracts/planning';
import { Trans, useLingui } from '@lingui/react/macro';
import { UtensilsCrossed } from 'lucide-react';
import { PlanCard, PlanCardList } from '@/components/plan-card';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';
import { dinnerParties } from '../api/dinner-parties';
import { longDate } from '../lib/labels';
import { GuestCount } from './guest-count';

function MenuCard({ menu }: { menu: MenuSummary }) {
  const { i18n, t } = useLingui();
  const name = menu.name;
  const guestCount = menu.guestCount;
  const remove = dinnerParties.useDelete();
  return (
    <PlanCard
      name={name}
      to={dinnerParties.page(menu.id)}
      icon={<UtensilsCrossed aria-hidden="true" />}
      remove={{
        label: t`Delete ${name}`,
        title: t`Delete this menu?`,
        description: t`"${name}" will be removed. The recipes stay in your collection.`,
        confirmLabel: remove.isPending ? t`Deleting…` : t`Delete`,
        busy: remove.isPending,
        onConfirm: (done) => remove.mutate(menu.id, { onSuccess: done }),
      }}
    >
      <p className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
        {menu.eventDate ? (
          <span>{longDate(menu.eventDate, intlLocale(i18n.locale as CatalogLocale))}</span>
        ) : (
          <span>
            <Trans>No date yet</Trans>
          </span>
        )}
        {guestCount ? <GuestCount guestCount={guestCount} className="gap-1" /> : null}
      </p>
      {menu.description ? <p className="line-clamp-2 text-sm text-ink">{menu.description}</p> : null}
    </PlanCard>
  );
}

/** The cook's menus, latest event first; a card opens the menu. */
export function MenuList({ menus }: { menus: MenuSummary[] }) {
  return <PlanCardList plans={menus} card={(menu) => <MenuCard menu={menu} />} />;
}
