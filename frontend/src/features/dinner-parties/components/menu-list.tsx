import type { MenuSummary } from '@contracts/planning';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Trash2, UsersRound, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { CatalogLocale } from '@/lib/i18n/locales';
import { intlLocale } from '@/lib/i18n/runtime';
import { useDeleteMenu } from '../api/dinner-parties';
import { longDate } from '../lib/labels';

function DeleteMenuButton({ menu }: { menu: MenuSummary }) {
  const { t } = useLingui();
  const name = menu.name;
  const [open, setOpen] = useState(false);
  const remove = useDeleteMenu();
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Delete ${name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        title={t`Delete this menu?`}
        description={t`"${name}" will be removed. The recipes stay in your collection.`}
        confirmLabel={remove.isPending ? t`Deleting…` : t`Delete`}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(menu.id, { onSuccess: () => setOpen(false) })}
      />
    </AlertDialog>
  );
}

function MenuCard({ menu }: { menu: MenuSummary }) {
  const { i18n } = useLingui();
  const guestCount = menu.guestCount;
  return (
    <article
      aria-label={menu.name}
      className="flex items-start gap-3 rounded-2xl border border-cream-300/80 bg-white/85 p-5 shadow-sm"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-terracotta-50 text-terracotta-600">
        <UtensilsCrossed aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="truncate text-lg font-semibold text-terracotta-900">
          <Link to={`/dinner-party/${menu.id}`} className="hover:underline focus-visible:underline">
            {menu.name}
          </Link>
        </h2>
        <p className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
          {menu.eventDate ? (
            <span>{longDate(menu.eventDate, intlLocale(i18n.locale as CatalogLocale))}</span>
          ) : (
            <span>
              <Trans>No date yet</Trans>
            </span>
          )}
          {guestCount ? (
            <span className="inline-flex items-center gap-1">
              <UsersRound aria-hidden="true" className="size-4" />
              <Plural value={guestCount} one="# guest" other="# guests" />
            </span>
          ) : null}
        </p>
        {menu.description ? <p className="line-clamp-2 text-sm text-ink">{menu.description}</p> : null}
      </div>
      <DeleteMenuButton menu={menu} />
    </article>
  );
}

/** The cook's menus, latest event first; a card opens the menu. */
export function MenuList({ menus }: { menus: MenuSummary[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {menus.map((menu) => (
        <li key={menu.id}>
          <MenuCard menu={menu} />
        </li>
      ))}
    </ul>
  );
}
