import { ExternalLink, FileText } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const linkClasses =
  'inline-flex items-center gap-1.5 font-semibold break-all text-terracotta-700 underline-offset-4 hover:underline';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** Where the recipe came from: the original web page and/or a PDF. */
export function SourceCard({ sourceUrl, pdfUrl }: { sourceUrl: string | null; pdfUrl: string | null }) {
  if (!sourceUrl && !pdfUrl) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Source</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {sourceUrl ? (
          <p>
            <a href={sourceUrl} target="_blank" rel="noreferrer noopener" className={linkClasses}>
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              Original recipe
            </a>
            <span className="block text-sm break-all text-ink-muted">{hostOf(sourceUrl)}</span>
          </p>
        ) : null}
        {pdfUrl ? (
          <a href={pdfUrl} target="_blank" rel="noreferrer noopener" className={linkClasses}>
            <FileText aria-hidden="true" className="size-4 shrink-0" />
            Recipe PDF
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}
