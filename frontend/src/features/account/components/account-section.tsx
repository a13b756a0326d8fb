import { type ReactNode, useId } from 'react';

/**
 * One part of My Account under the profile form (your recipes, export, two-step sign-in, devices,
 * deleting the account): a rule above, its heading, what it does (`about`), then its controls.
 */
export function AccountSection({
  title,
  about,
  children,
}: {
  title: ReactNode;
  about?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-cream-300 pt-5">
      <h3 id={headingId} className="font-display text-base font-semibold text-ink">
        {title}
      </h3>
      {about ? <p className="mt-1 text-sm text-ink-muted">{about}</p> : null}
      {children}
    </section>
  );
}
