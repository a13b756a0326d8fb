import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, CalendarDays, type LucideIcon, Share2, ShoppingCart, Tags, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

type GuideSection = { id: string; title: MessageDescriptor; icon: LucideIcon; body: ReactNode };

const categories: { name: MessageDescriptor; examples: MessageDescriptor }[] = [
  { name: msg`Breakfast`, examples: msg`pancakes and waffles, eggs, muffins and bakes` },
  { name: msg`Lunch`, examples: msg`soups, salads, sandwiches and wraps` },
  { name: msg`Appetizers/Breads`, examples: msg`dips and spreads, finger food, breads and rolls` },
  { name: msg`Dinner`, examples: msg`chicken, beef, pork, seafood, pasta and vegetarian mains` },
  { name: msg`Desserts`, examples: msg`cakes, cookies, pies and puddings` },
];

/** The five categories and what each holds, in the reader's language. */
function CategoryList() {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {categories.map(({ name, examples }) => (
        <li key={name.id} className="rounded-xl bg-cream-200/60 px-3 py-2">
          <strong className="block text-terracotta-800">{i18n._(name)}</strong>
          <span className="text-sm text-ink-muted">{i18n._(examples)}</span>
        </li>
      ))}
    </ul>
  );
}

const sections: GuideSection[] = [
  {
    id: 'adding',
    title: msg`Adding Recipes`,
    icon: BookOpen,
    body: (
      <>
        <p>
          <Trans>
            Tap <strong>Add Recipe</strong> on your home screen and choose how the recipe comes in:
          </Trans>
        </p>
        <ul className="list-disc space-y-1.5 ps-5">
          <li>
            <Trans>
              <strong>Manual</strong>: type it in, with ingredients one per line and each step on its own
              line. You can add several recipes in one go.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>URL</strong>: paste the address of a recipe page and Hearth pulls out the title,
              ingredients, steps and times for you.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Image</strong>: snap a photo of a recipe card or a cookbook page (JPEG or PNG). Hearth
              reads it and fills in the form so you can check it before saving.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>PDF</strong>: not available right now. Save the pages as images and use the Image tab,
              use the URL tab, or type the recipe in.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>When a page or photo holds several recipes, pick the one you want or import them all.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'organizing',
    title: msg`Organizing & Finding Recipes`,
    icon: Tags,
    body: (
      <>
        <p>
          <Trans>Every recipe can sit in one or more categories, each with its own subcategories:</Trans>
        </p>
        <CategoryList />
        <p>
          <Trans>
            Add #tags like <em>#weeknight</em> or <em>#grandma</em> for anything categories don't cover.
            Search by title, tap a category in the bar above your recipes, or switch on{' '}
            <strong>Favorites</strong> (a 5-star rating adds a recipe there for you) or{' '}
            <strong>Recipes To Try</strong> for the ones you haven't rated yet.
          </Trans>
        </p>
        <p>
          <Trans>
            Short on ideas? <strong>Find Recipes by Ingredients</strong> takes what's in your fridge and finds
            matching recipes in your collection, or suggests new ones.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'meal-planning',
    title: msg`Meal Planning`,
    icon: CalendarDays,
    body: (
      <>
        <p>
          <Trans>
            Start a <strong>Meal Plan</strong> with a name and the first day of the week. Each day, Monday to
            Sunday, has room for breakfast, lunch, dinner and a snack: pick a recipe for any slot and the week
            takes shape.
          </Trans>
        </p>
        <p>
          <Trans>
            Hosting? A <strong>Dinner Party Menu</strong> gathers recipes by course, from appetizers and mains
            to desserts and drinks, with the date and how many guests are coming.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'shopping',
    title: msg`Shopping Lists & Grocery Ordering`,
    icon: ShoppingCart,
    body: (
      <>
        <p>
          <Trans>
            On any recipe, tap <strong>Add to List</strong> and its ingredients land on your shopping list,
            scaled to the servings you chose. Tick items off as you shop and clear the checked ones when
            you're done.
          </Trans>
        </p>
        <p>
          <Trans>
            Prefer delivery? <strong>Open in</strong> an online grocery service downloads what's left to buy
            and opens the store, ready for your order.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: msg`Sharing Recipes`,
    icon: Share2,
    body: (
      <>
        <p>
          <Trans>
            Recipes are private until you say otherwise. Open a recipe and tap share to copy its link, send it
            by e-mail, or post it to X, Facebook, WhatsApp or LinkedIn.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Share to Community</strong> makes a recipe public so every Hearth cook can find it in
            Community Recipes, rate it and leave a comment. When you spot something you love there, save it
            and a private copy joins your own collection.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'videos',
    title: msg`Video Tutorials`,
    icon: Video,
    body: (
      <>
        <p>
          <Trans>
            Some things are easier to show than to write: how thin to roll the dough, when the caramel is just
            right. Upload your own videos (MP4, MOV or AVI, up to 100 MB) or save a YouTube or Vimeo link.
          </Trans>
        </p>
        <p>
          <Trans>
            Keep videos private for the family or make them public for the community. Public videos can be
            saved by others and collect comments.
          </Trans>
        </p>
      </>
    ),
  },
];

/** The help accordion: one section open at a time, and the open one can be closed again. */
export function HowItWorksGuide() {
  const { i18n } = useLingui();
  return (
    <Accordion type="single" collapsible defaultValue="adding" className="space-y-3">
      {sections.map(({ id, title, icon: Icon, body }) => (
        <AccordionItem key={id} value={id}>
          <AccordionTrigger>
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-terracotta-50 text-terracotta-600">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {i18n._(title)}
          </AccordionTrigger>
          <AccordionContent>{body}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
