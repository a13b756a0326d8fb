import { BookOpen, CalendarDays, Carrot, type LucideIcon, PartyPopper, Users, Video } from 'lucide-react';
import { Link } from 'react-router-dom';

type Shortcut = { to: string; label: string; blurb: string; icon: LucideIcon };

const shortcuts: Shortcut[] = [
  { to: '/how-it-works', label: 'How It Works', blurb: 'A quick tour of your recipe box', icon: BookOpen },
  { to: '/community', label: 'Community Recipes', blurb: 'Favourites shared by other cooks', icon: Users },
  {
    to: '/meal-plans',
    label: 'Meal Plans',
    blurb: "Plan the week's breakfasts to dinners",
    icon: CalendarDays,
  },
  {
    to: '/dinner-parties',
    label: 'Dinner Party Menus',
    blurb: 'Courses for your next gathering',
    icon: PartyPopper,
  },
  { to: '/video-tutorials', label: 'Video Tutorials', blurb: 'Watch and keep cooking lessons', icon: Video },
  {
    to: '/ingredient-search',
    label: 'Find Recipes by Ingredients',
    blurb: "Cook with what's already in the fridge",
    icon: Carrot,
  },
];

/** The ways out of the home screen into the rest of the kitchen. */
export function CollectionShortcuts() {
  return (
    <nav aria-label="Explore Hearth">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shortcuts.map(({ to, label, blurb, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-4 rounded-2xl border border-cream-300/80 bg-white/80 p-4 shadow-sm shadow-terracotta-900/5 transition hover:-translate-y-0.5 hover:border-terracotta-200 hover:shadow-md motion-reduce:hover:translate-y-0"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-terracotta-50 text-terracotta-600 transition-colors group-hover:bg-terracotta-100">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{label}</span>
                <span className="block text-sm text-ink-muted">{blurb}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
