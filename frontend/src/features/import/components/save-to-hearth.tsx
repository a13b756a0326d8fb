import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Bookmark, Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { bookmarkletFor } from '@/lib/share-target';

/**
 * iPhone and iPad have no share target for web apps: a "Save to Hearth" bookmark does the same job,
 * opening this import with the page's address. React refuses javascript: links in markup, so the
 * bookmarklet is set on the element itself.
 */
export function SaveToHearth() {
  const link = useRef<HTMLAnchorElement>(null);
  const bookmarklet = bookmarkletFor(window.location.origin);
  useEffect(() => {
    link.current?.setAttribute('href', bookmarklet);
  }, [bookmarklet]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(bookmarklet);
      toast.success(t`Save to Hearth link copied`);
    } catch {
      toast.error(t`Could not copy: press and hold the Save to Hearth link instead`);
    }
  };

  return (
    <details className="mt-5 rounded-2xl border border-cream-300 bg-white/70 p-4 text-sm text-ink">
      <summary className="cursor-pointer font-semibold text-terracotta-900">
        <Trans>On iPhone or iPad? Save recipes from Safari</Trans>
      </summary>
      <div className="mt-3 space-y-3">
        <p>
          <Trans>
            Android and computers can share a page straight to the installed Hearth app. In Safari, add this
            link as a bookmark once, then tap it on any recipe page:
          </Trans>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <a
            ref={link}
            href="/?add=url"
            className="inline-flex items-center gap-1.5 rounded-xl border border-terracotta-300 px-3 py-2 font-semibold text-terracotta-800"
          >
            <Bookmark aria-hidden="true" className="size-4" />
            <Trans>Save to Hearth</Trans>
          </a>
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            <Trans>Copy link</Trans>
          </Button>
        </div>
        <ol className="list-decimal space-y-1 ps-5 text-ink-muted">
          <li>
            <Trans>Press Copy link.</Trans>
          </li>
          <li>
            <Trans>In Safari, tap Share, then Add Bookmark, name it "Save to Hearth" and save.</Trans>
          </li>
          <li>
            <Trans>
              Open Bookmarks, tap Edit, choose "Save to Hearth" and paste the copied link as its address.
            </Trans>
          </li>
          <li>
            <Trans>
              On a recipe page, open Bookmarks and tap "Save to Hearth": this import opens with the page's
              address.
            </Trans>
          </li>
        </ol>
      </div>
    </details>
  );
}
