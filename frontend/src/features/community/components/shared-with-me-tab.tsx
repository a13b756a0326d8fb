import { Users } from 'lucide-react';
import { CommunityEmptyState } from './empty-state';

/** Recipes other people shared with the viewer (SPEC 2). The list itself comes with GET /api/shares/with-me. */
export function SharedWithMeTab({ q }: { q: string }) {
  return q.trim() ? (
    <CommunityEmptyState
      icon={Users}
      title="No shared recipes match your search"
      hint="Try adjusting your search"
    />
  ) : (
    <CommunityEmptyState
      icon={Users}
      title="No recipes have been shared with you yet"
      hint="When someone shares a recipe with you, it will appear here."
    />
  );
}
