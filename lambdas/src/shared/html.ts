// The one way to put user text into HTML we build (e-mails, link-preview tags): `html` escapes every
// interpolated value unless it is already a piece of built HTML, so a builder cannot forget one.
// Escapes to `&#39;` rather than `&apos;`: some mail clients (Outlook's Word engine) show `&apos;`.
const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);

/** HTML built by `html` (or trusted markup wrapped on purpose): interpolated as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolated = string | number | SafeHtml | readonly (string | SafeHtml)[];

function render(value: Interpolated): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item) => render(item)).join('');
  return escapeHtml(String(value));
}

/** A template whose values are escaped: html`<p>${userText}</p>`. */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, i) => out + render(values[i - 1] as Interpolated) + part));
}
