// The local-only mail viewer at /__mail: lists the outbox the mailer writes (newest first) and shows
// one message with its HTML in a sandboxed iframe. /__mail/api/messages?to= serves the same as JSON.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HttpResponse } from './api-gateway.js';

export interface OutboxMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  sentAt: string;
  /** Every href in the HTML body, in order. */
  links: string[];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export function extractLinks(html: string): string[] {
  return [...html.matchAll(/href\s*=\s*"([^"]*)"/gi)].map((m) => decodeEntities(m[1] ?? ''));
}

export async function readOutbox(mailDir: string, to?: string): Promise<OutboxMessage[]> {
  let files: string[] = [];
  try {
    files = (await readdir(mailDir)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  // Names are ULIDs, so reverse lexical order is newest first.
  files.sort().reverse();
  const messages: OutboxMessage[] = [];
  for (const file of files) {
    try {
      const stored = JSON.parse(await readFile(join(mailDir, file), 'utf8')) as Omit<OutboxMessage, 'links'>;
      if (to && stored.to.toLowerCase() !== to.toLowerCase()) continue;
      messages.push({ ...stored, links: extractLinks(stored.html ?? '') });
    } catch {
      // A file still being written; it shows up on the next refresh.
    }
  }
  return messages;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1c1917;background:#fafaf9}
header{background:#7c2d12;color:#fff;padding:12px 20px}header a{color:#fff}
main{max-width:960px;margin:0 auto;padding:20px}
table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:left;padding:8px;border-bottom:1px solid #e7e5e4}
iframe{width:100%;height:520px;border:1px solid #d6d3d1;background:#fff}
.meta{color:#57534e}
</style></head>
<body><header><strong>Hearth local mail</strong> · <a href="/__mail">Outbox</a> · <a href="/">Open Hearth</a></header>
<main>${body}</main></body></html>`;

const htmlResponse = (statusCode: number, html: string): HttpResponse => ({
  statusCode,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body: Buffer.from(html),
});

export async function handleMailViewer(mailDir: string, url: URL): Promise<HttpResponse> {
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '/__mail/api/messages') {
    const messages = await readOutbox(mailDir, url.searchParams.get('to') ?? undefined);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      body: Buffer.from(JSON.stringify({ messages })),
    };
  }
  const messages = await readOutbox(mailDir);
  const id = /^\/__mail\/([0-9A-Z]{26})$/.exec(path)?.[1];
  if (id) {
    const message = messages.find((m) => m.id === id);
    if (!message) return htmlResponse(404, page('Message not found', '<h1>Message not found</h1>'));
    // Links open in the top window so a reset link leads straight into the app.
    const srcdoc = `<base target="_top">${message.html}`;
    const links = message.links
      .map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`)
      .join('');
    return htmlResponse(
      200,
      page(
        message.subject,
        `<h1>${escapeHtml(message.subject)}</h1>
<p class="meta">To ${escapeHtml(message.to)} · from ${escapeHtml(message.from)} · ${escapeHtml(message.sentAt)}</p>
<iframe title="Message body" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escapeHtml(srcdoc)}"></iframe>
${links ? `<h2>Links in this message</h2><ul>${links}</ul>` : ''}`,
      ),
    );
  }
  const rows = messages
    .map(
      (m) =>
        `<tr><td><a href="/__mail/${m.id}">${escapeHtml(m.subject)}</a></td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(new Date(m.sentAt).toLocaleString())}</td></tr>`,
    )
    .join('');
  const table = rows
    ? `<table><caption class="meta">Newest first</caption><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Sent</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet. Password resets, invitations and notices sent by Hearth appear here.</p>';
  return htmlResponse(200, page('Hearth local mail', `<h1>Outbox</h1>${table}`));
}
