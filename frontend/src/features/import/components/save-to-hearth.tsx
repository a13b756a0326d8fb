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
      toast.success('Save to Hearth link copied');
    } catch {
      toast.error('Could not copy: press and hold the Save to Hearth link instead');
    }
  };

  return (
    <details className="mt-5 rounded-2xl border border-cream-300 bg-white/70 p-4 text-sm text-ink">
      <summary className="cursor-pointer font-semibold text-terracotta-900">
        On iPhone or iPad? Save recipes from Safari
      </summary>
      <div className="mt-3 space-y-3">
        <p>
          Android and computers can share a page straight to the installed Hearth app. In Safari, add this
          link as a bookmark once, then tap it on any recipe page:
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <a
            ref={link}
            href="/?add=url"
            className="inline-flex items-center gap-1.5 rounded-xl border border-terracotta-300 px-3 py-2 font-semibold text-terracotta-800"
          >
            <Bookmark aria-hidden="true" className="size-4" />
            Save to Hearth
          </a>
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy link
          </Button>
        </div>
        <ol className="list-decimal space-y-1 pl-5 text-ink-muted">
          <li>Press Copy link.</li>
          <li>In Safari, tap Share, then Add Bookmark, name it "Save to Hearth" and save.</li>
          <li>Open Bookmarks, tap Edit, choose "Save to Hearth" and paste the copied link as its address.</li>
          <li>
            On a recipe page, open Bookmarks and tap "Save to Hearth": this import opens with the page's
            address.
          </li>
        </ol>
      </div>
    </details>
  );
}
