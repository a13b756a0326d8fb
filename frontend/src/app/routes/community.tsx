import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { SafeForEveryone, useSafeParams } from '@/components/recipes/safe-for-everyone';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CommunityTab } from '@/features/community/components/community-tab';
import { SharedWithMeTab } from '@/features/community/components/shared-with-me-tab';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { signedInUserId } from '@/lib/auth';

const SEARCH_SETTLE_MS = 250;

/** SPEC 2: Community recipes, readable signed out; one search box for both tabs. */
export function Screen() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_SETTLE_MS);
  // "Safe for everyone at home" (issue 38) is for a signed-in reader, whose household it reads.
  const signedIn = signedInUserId() !== null;
  const safe = useSafeParams({ enabled: signedIn });
  return (
    <div className="min-h-dvh">
      <PageHeader title={t`Community Recipes`} back={{ to: '/', label: t`Back to Recipes` }} />
      <PageBody className="space-y-6">
        <div className="relative max-w-xl">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 start-3.5 size-5 -translate-y-1/2 text-ink-muted"
          />
          <Input
            type="search"
            aria-label={t`Search recipes`}
            placeholder={t`Search recipes...`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="ps-11"
          />
        </div>
        {signedIn ? <SafeForEveryone /> : null}
        <Tabs defaultValue="community">
          <TabsList className="max-w-md">
            <TabsTrigger value="community">
              <Trans>Community</Trans>
            </TabsTrigger>
            <TabsTrigger value="shared">
              <Trans>Shared With Me</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="community">
            <CommunityTab q={q} safe={safe} />
          </TabsContent>
          <TabsContent value="shared">
            <SharedWithMeTab q={q} />
          </TabsContent>
        </Tabs>
      </PageBody>
    </div>
  );
}
