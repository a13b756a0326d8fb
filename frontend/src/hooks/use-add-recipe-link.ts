import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { takeSharedPhoto } from '@/lib/share-target';

export type AddRecipeLink = {
  tab: 'manual' | 'url' | 'image' | 'pdf';
  url?: string;
  photo?: File | null;
  /** A long import's job to follow and review (Home's list of imports, issue 33). */
  job?: string;
  /** New for each link, so the dialog starts afresh. */
  key: number;
};

const TABS = { recipe: 'manual', url: 'url', image: 'image', pdf: 'pdf' } as const;

/**
 * Home's ?add= links: the app shortcut (?add=recipe), a shared page (?add=url&url=…, also the iOS
 * bookmarklet), a shared photo (?add=image&shared=photo) and a long import to review (?add=pdf&job=…
 * or ?add=image&job=…). Read once, then cleared from the address.
 */
export function useAddRecipeLink(): AddRecipeLink | null {
  const [params, setParams] = useSearchParams();
  const [link, setLink] = useState<AddRecipeLink | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const add = params.get('add') as keyof typeof TABS | null;
    if (!add || !(add in TABS) || handled.current === params.toString()) return;
    handled.current = params.toString();
    const url = params.get('url') ?? undefined;
    const job = params.get('job') ?? undefined;
    const sharedPhoto = params.get('shared') === 'photo';
    setParams({}, { replace: true });
    void (async () => {
      const photo = sharedPhoto ? await takeSharedPhoto().catch(() => null) : null;
      setLink({ tab: TABS[add], url, photo, job, key: Date.now() });
    })();
  }, [params, setParams]);

  return link;
}
