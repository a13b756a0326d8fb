// Kept for existing imports: the escape helper now lives in shared/html.ts (used by every e-mail).
export { escapeHtml } from '../../shared/html.js';
