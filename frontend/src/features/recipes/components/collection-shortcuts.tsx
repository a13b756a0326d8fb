import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  BookOpen,
  CalendarDays,
  CookingPot,
  type LucideIcon,
  PartyPopper,
  Refrigerator,
  Users,
  Video,
} from 'lucide-react';
import { Link } from 'react-router-dom';

type Shortcut = { to: string; label: MessageDescriptor; icon: LucideIcon };

const shortcuts: Shortcut[] = [
  { to: '/how-it-works', label: msg`How It Works`, icon: BookOpen },
  { to: '/community', label: msg`Community Recipes`, icon: Users },
  { to: '/meal-plans', label: msg`Meal Plans`, icon: CalendarDays },
  { to: '/dinner-parties', label: msg`Dinner Party Menus`, icon: PartyPopper },
  { to: '/cooked', label: msg`What We Cooked`, icon: CookingPot },
  { to: '/pantry', label: msg`Pantry`, icon: Refrigerator },
  { to: '/video-tutorials', label: msg`Video Tutorials`, icon: Video },
];

/** The ways out of Home into the rest of the kitchen, kept compact so the recipes come first. */
export function CollectionShortcuts() {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Explore Hearth`}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {shortcuts.map(({ to, label, icon: Icon }) => (
          <li key={to} className="shrink-0">
            <Link
              to={to}
              className="inline-flex h-10 items-center gap-2 rounded-xl border border-cream-300/80 bg-white/80 px-3.5 text-sm font-semibold text-terracotta-800 shadow-sm shadow-terracotta-900/5 transition-colors hover:border-terracotta-200 hover:bg-terracotta-50"
            >
              <Icon aria-hidden="true" className="size-4.5 text-terracotta-600" />
              {i18n._(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
