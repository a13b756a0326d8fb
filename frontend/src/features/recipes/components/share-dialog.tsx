import { Check, Copy, Share2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSetVisibility } from '../api/set-visibility';

const COPIED_RESET_MS = 2000;

/** SPEC 7: the share link is the site origin plus /recipe/{id}. */
export const shareLinkOf = (id: string) => `${window.location.origin}/recipe/${id}`;

type ShareDialogProps = {
  recipe: { id: string; title: string; isPublic: boolean; isOwner: boolean };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Copy the link and, for the owner, make the recipe public or private. Social sharing comes later. */
export function ShareDialog({ recipe, open, onOpenChange }: ShareDialogProps) {
  const linkId = useId();
  const switchId = useId();
  const [copied, setCopied] = useState(false);
  const setVisibility = useSetVisibility();
  const link = shareLinkOf(recipe.id);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success('Link copied!');
    } catch {
      toast.error('Could not copy the link. Select it and copy it yourself.');
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Share">
          <Share2 aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent title="Share recipe" description={recipe.title}>
        <div className="space-y-6">
          <div className="space-y-1.5">
            <Label htmlFor={linkId}>Recipe link</Label>
            <div className="flex gap-2">
              <Input id={linkId} value={link} readOnly onFocus={(event) => event.target.select()} />
              <Button onClick={() => void copy()} className="shrink-0">
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? 'Copied!' : 'Copy link'}
              </Button>
            </div>
            {recipe.isPublic ? null : (
              <p className="text-xs text-ink-muted">
                This recipe is private: only you can open the link until you make it public.
              </p>
            )}
          </div>
          <div className="flex items-center justify-between gap-4 rounded-2xl bg-cream-200/60 p-4">
            <div>
              <Label htmlFor={switchId}>Public recipe</Label>
              <p className="text-sm text-ink-muted">
                {recipe.isOwner
                  ? 'Anyone with the link can see a public recipe.'
                  : 'Only the owner can change who sees this recipe.'}
              </p>
            </div>
            <Switch
              id={switchId}
              checked={recipe.isPublic}
              disabled={!recipe.isOwner || setVisibility.isPending}
              onCheckedChange={(isPublic) =>
                setVisibility.mutate(
                  { id: recipe.id, isPublic },
                  {
                    onSuccess: (result) =>
                      toast.success(result.isPublic ? 'Recipe is now public' : 'Recipe is now private'),
                    onError: () => toast.error('Failed to update recipe visibility'),
                  },
                )
              }
            />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
