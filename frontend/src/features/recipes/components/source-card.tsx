import type { RecipeFileAddress } from '@contracts/extraction';
import type { CopiedFrom } from '@contracts/recipe-views';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { BookHeart, ExternalLink, FileText } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/query-client';

const linkClasses =
  'inline-flex items-center gap-1.5 font-semibold break-all text-terracotta-700 underline-offset-4 hover:underline';

/** A file uploaded for import and kept with the recipe; read through the recipe by whoever may see it. */
const STORED_FILE = /^\/api\/media\/recipe-files\//;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/**
 * A stored file is private, and a plain link cannot send the session token: ask the API for a
 * short-lived address and open that. The tab opens before the request, inside the click, so popup
 * blockers let it through.
 */
async function openStoredFile(event: MouseEvent<HTMLAnchorElement>, path: string, recipeId: string) {
  event.preventDefault();
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const query = new URLSearchParams({ redirect: 'false', recipe: recipeId });
    const { url } = await api.get<RecipeFileAddress>(`${path.replace(/^\/api/, '')}?${query}`, () =>
      import('@contracts/extraction').then((contract) => contract.recipeFileAddress),
    );
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    toast.error(t`Could not open the recipe PDF`, { description: errorMessage(error) });
  }
}

/** Where the recipe came from: the cook it was saved from, the original web page and/or a PDF. */
export function SourceCard({
  recipeId,
  sourceUrl,
  pdfUrl,
  copiedFrom,
}: {
  recipeId: string;
  sourceUrl: string | null;
  pdfUrl: string | null;
  copiedFrom: CopiedFrom | null;
}) {
  const stored = pdfUrl !== null && STORED_FILE.test(pdfUrl);
  const pdf = pdfUrl;
  if (!sourceUrl && !pdf && !copiedFrom) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <Trans>Source</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {copiedFrom ? (
          <p>
            <span className="inline-flex items-center gap-1.5">
              <BookHeart aria-hidden="true" className="size-4 shrink-0 text-terracotta-700" />
              {copiedFrom.revision ? (
                <Trans>
                  Saved from{' '}
                  <Link to={`/recipe/${encodeURIComponent(copiedFrom.recipeId)}`} className={linkClasses}>
                    {copiedFrom.title}
                  </Link>
                  , as it was at its version {copiedFrom.revision}
                </Trans>
              ) : (
                <Trans>
                  Saved from{' '}
                  <Link to={`/recipe/${encodeURIComponent(copiedFrom.recipeId)}`} className={linkClasses}>
                    {copiedFrom.title}
                  </Link>
                </Trans>
              )}
            </span>
            {copiedFrom.ownerName ? (
              <span className="block text-sm text-ink-muted">
                <Trans>by {copiedFrom.ownerName}</Trans>
              </span>
            ) : null}
          </p>
        ) : null}
        {sourceUrl ? (
          <p>
            <a href={sourceUrl} target="_blank" rel="noreferrer noopener" className={linkClasses}>
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              <Trans>Original recipe</Trans>
            </a>
            <span className="block text-sm break-all text-ink-muted">{hostOf(sourceUrl)}</span>
          </p>
        ) : null}
        {pdf ? (
          <a
            href={pdf}
            target="_blank"
            rel="noreferrer noopener"
            className={linkClasses}
            onClick={stored ? (event) => void openStoredFile(event, pdf, recipeId) : undefined}
          >
            <FileText aria-hidden="true" className="size-4 shrink-0" />
            <Trans>Recipe PDF</Trans>
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}
