import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { takeSharedPhoto } from '@/lib/share-target';

export type AddRecipeLink = {
  tab: 'manual' | 'url' | 'image';
  url?: string;
  photo?: File | null;
  /** New for each link, so the dialog starts afresh. */
  key: number;
};

const TABS = { recipe: 'manual', url: 'url', image: 'image' } as const;

/**
 * Home's ?add= links: the app shortcut (?add=recipe), a shared page (?add=url&url=…, also the iOS
 * bookmarklet) and a shared photo (?add=image&shared=photo). Read once, then cleared from the address.
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
    const sharedPhoto = params.get('shared') === 'photo';
    setParams({}, { replace: true });
    void (async () => {
      const photo = sharedPhoto ? await takeSharedPhoto().catch(() => null) : null;
      setLink({ tab: TABS[add], url, photo, key: Date.now() });
    })();
  }, [params, setParams]);

  return link;
}
