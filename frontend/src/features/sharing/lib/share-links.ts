// Share targets (SPEC 7 and 9): the link is the site origin plus /recipe/{id}; it can be e-mailed or
// posted to X, Facebook, WhatsApp and LinkedIn through their public share pages, opened in a popup.
export type SocialTarget = 'x' | 'facebook' | 'whatsapp' | 'linkedin';

export const socialTargets: { id: SocialTarget; label: string }[] = [
  { id: 'x', label: 'X' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'linkedin', label: 'LinkedIn' },
];

export const shareLinkFor = (origin: string, recipeId: string) =>
  `${origin}/recipe/${encodeURIComponent(recipeId)}`;

export function socialShareUrl(target: SocialTarget, link: string, title: string): string {
  const url = encodeURIComponent(link);
  const text = encodeURIComponent(title);
  switch (target) {
    case 'x':
      return `https://x.com/intent/tweet?text=${text}&url=${url}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${link}`)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
  }
}

/** `intro` is the body's first line in the sender's language (the share dialog's catalog). */
export function emailShareUrl(
  link: string,
  title: string,
  intro = `I thought you'd like this recipe: ${title}`,
): string {
  const subject = encodeURIComponent(title);
  const body = encodeURIComponent(`${intro}\n\n${link}`);
  return `mailto:?subject=${subject}&body=${body}`;
}

/** Popup size for the networks' share pages. */
export const SHARE_POPUP_FEATURES = 'noopener,noreferrer,width=600,height=560';
