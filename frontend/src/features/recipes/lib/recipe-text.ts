import { linkVideoType, toEmbedUrl } from '@domain/videos/embed-url';

// Ingredients and instructions are stored as text, one item per line (SPEC 3).

/** The non-blank lines of a stored text field. */
export function linesOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Instruction steps without the author's own numbering ("1.", "2)", "Step 3:"), since the page numbers them. */
export function stepsOf(text: string | null | undefined): string[] {
  return linesOf(text)
    .map((line) => line.replace(/^(?:step\s*)?\d{1,2}\s*[.):-]\s*/i, '').trim())
    .filter((line) => line !== '');
}

/** SPEC 5: YouTube and Vimeo links become embeddable players (YouTube's privacy-friendly host); others stay as they are. */
export function videoEmbedUrl(url: string): string | null {
  return linkVideoType(url) === 'other' ? null : toEmbedUrl(url);
}

/** A countdown's words for a button name: 1500 -> "25 minute", 4500 -> "1 hour 15 minute", 45 -> "45 second". */
export function timerName(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [
    hours ? `${hours} hour` : '',
    minutes ? `${minutes} minute` : '',
    rest ? `${rest} second` : '',
  ].filter(Boolean);
  return parts.join(' ') || '0 second';
}

/** Remaining time as a clock: 1500 -> "25:00", 4500 -> "1:15:00". */
export function clockText(seconds: number): string {
  const safe = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const rest = safe % 60;
  const mm = String(minutes).padStart(hours ? 2 : 1, '0');
  const ss = String(rest).padStart(2, '0');
  return hours ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
