import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Globe, Mail, Share2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSetVisibility } from '../api/set-visibility';
import {
  emailShareUrl,
  SHARE_POPUP_FEATURES,
  type SocialTarget,
  shareLinkFor,
  socialShareUrl,
  socialTargets,
} from '../lib/share-links';
import { ShareWithPerson } from './share-with-person';

const COPIED_RESET_MS = 2000;

/** SPEC 7: the share link is the site origin plus /recipe/{id}. */
export const shareLinkOf = (id: string) => shareLinkFor(window.location.origin, id);

type ShareDialogProps = {
  recipe: { id: string; title: string; isPublic: boolean; isOwner: boolean };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * SPEC 2 and 7: copy the link, e-mail it, post it to a social network; for the owner also the
 * public/private toggle, Share to Community, and sharing with a person by e-mail (with revoke).
 */
export function ShareDialog({ recipe, open, onOpenChange }: ShareDialogProps) {
  const linkId = useId();
  const switchId = useId();
  const [copied, setCopied] = useState(false);
  const setVisibility = useSetVisibility();
  const link = shareLinkOf(recipe.id);
  const { t } = useLingui();
  const title = recipe.title;

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success(t`Link copied!`);
    } catch {
      toast.error(t`Could not copy the link. Select it and copy it yourself.`);
    }
  };

  const post = (target: SocialTarget) =>
    window.open(socialShareUrl(target, link, recipe.title), '_blank', SHARE_POPUP_FEATURES);

  const changeVisibility = (isPublic: boolean) =>
    setVisibility.mutate(
      { id: recipe.id, isPublic },
      {
        onSuccess: (result) =>
          toast.success(
            result.isPublic ? t`Recipe is now public` : t`Recipe is now private to your household`,
          ),
        onError: () => toast.error(t`Failed to update recipe visibility`),
      },
    );

  const shareToCommunity = () =>
    setVisibility.mutate(
      { id: recipe.id, isPublic: true },
      {
        onSuccess: () => {
          toast.success(t`Shared to Community!`);
          onOpenChange(false);
        },
        onError: () => toast.error(t`Failed to share recipe to community`),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="icon" aria-label={t`Share`}>
          <Share2 aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent title={t`Share recipe`} description={recipe.title}>
        <div className="space-y-6">
          <div className="space-y-1.5">
            <Label htmlFor={linkId}>
              <Trans>Recipe link</Trans>
            </Label>
            <div className="flex gap-2">
              <Input id={linkId} value={link} readOnly onFocus={(event) => event.target.select()} />
              <Button onClick={() => void copy()} className="shrink-0">
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? t`Link copied!` : t`Copy link`}
              </Button>
            </div>
            {recipe.isPublic ? null : (
              <p className="text-xs text-ink-muted">
                <Trans>
                  This recipe is private: only you and the people you share it with can open the link.
                </Trans>
              </p>
            )}
          </div>

          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-semibold text-terracotta-900">
              <Trans>Send the link</Trans>
            </legend>
            <div className="flex flex-wrap gap-2">
              <a
                href={emailShareUrl(link, title, t`I thought you'd like this recipe: ${title}`)}
                className={buttonClasses('outline', 'sm')}
              >
                <Mail aria-hidden="true" />
                <Trans>Email</Trans>
              </a>
              {socialTargets.map((target) => (
                <Button
                  key={target.id}
                  variant="outline"
                  size="sm"
                  onClick={() => post(target.id)}
                  aria-label={t`Share on ${target.label}`}
                >
                  {target.label}
                </Button>
              ))}
            </div>
          </fieldset>

          <div className="flex items-center justify-between gap-4 rounded-2xl bg-cream-200/60 p-4">
            <div>
              <Label htmlFor={switchId}>
                <Trans>Public recipe</Trans>
              </Label>
              <p className="text-sm text-ink-muted">
                {recipe.isOwner
                  ? t`Anyone with the link can see a public recipe, and it shows in Community Recipes.`
                  : t`Only the owner can change who sees this recipe.`}
              </p>
            </div>
            <Switch
              id={switchId}
              checked={recipe.isPublic}
              disabled={!recipe.isOwner || setVisibility.isPending}
              onCheckedChange={changeVisibility}
            />
          </div>

          {recipe.isOwner && !recipe.isPublic ? (
            <Button
              variant="secondary"
              className="w-full"
              onClick={shareToCommunity}
              disabled={setVisibility.isPending}
            >
              <Globe aria-hidden="true" />
              <Trans>Share to Community</Trans>
            </Button>
          ) : null}

          {recipe.isOwner ? <ShareWithPerson recipeId={recipe.id} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
