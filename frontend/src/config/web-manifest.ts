// The installable app's manifest (issue 19), read by the build (vite.config.ts, vite-plugin-pwa). The
// icons are drawn from favicon.svg by scripts/generate-icons.mjs; the shortcuts open Add Recipe, the
// Shopping List and Meal Plans; the share target receives pages and photos (lib/share-target.ts).
import type { ManifestOptions } from 'vite-plugin-pwa';

/** Where the installed app receives shares (the service worker answers it: lib/share-target.ts, sw.ts). */
export const SHARE_TARGET_PATH = '/share-target';

export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
export const MASKABLE_SIZES = [192, 512] as const;

const png = (src: string, size: number, purpose: 'any' | 'maskable') => ({
  src,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

export const webManifest = {
  id: '/',
  name: 'Hearth: the family recipe box',
  short_name: 'Hearth',
  description: 'Your family recipes, meal plans and shopping lists, in the kitchen and offline.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#b5522e',
  background_color: '#fdf6ec',
  categories: ['food', 'lifestyle'],
  icons: [
    ...ICON_SIZES.map((size) => png(`/icons/icon-${size}.png`, size, 'any')),
    ...MASKABLE_SIZES.map((size) => png(`/icons/maskable-${size}.png`, size, 'maskable')),
  ],
  shortcuts: [
    { name: 'Add Recipe', url: '/?add=recipe', icons: [png('/icons/icon-96.png', 96, 'any')] },
    { name: 'Shopping List', url: '/shopping-list', icons: [png('/icons/icon-96.png', 96, 'any')] },
    { name: 'Meal Plans', url: '/meal-plans', icons: [png('/icons/icon-96.png', 96, 'any')] },
  ],
  share_target: {
    action: SHARE_TARGET_PATH,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [{ name: 'photo', accept: ['image/*'] }],
    },
  },
} satisfies Partial<ManifestOptions>;
