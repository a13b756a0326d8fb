/// <reference types="vite/client" />

// A Lingui catalog, compiled on import by @lingui/vite-plugin (lingui.config.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
