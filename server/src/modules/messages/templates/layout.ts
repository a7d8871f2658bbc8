/**
 * The frame every message shares: one column, 16px text, the brand's lime (hex 84cc16, the web theme's
 * brand colour) as a surface with dark text (hex 1a2e05) for contrast, inline styles only (mail clients drop
 * style sheets), and a plain-text twin with the same content.
 */
export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

/** A CSS hex colour: the form every mail client reads (some ignore rgb() and names). */
export const hex = (digits: string) => `#${digits}`;
export const BRAND = hex('84cc16');
export const ON_BRAND = hex('1a2e05');
const PAGE = hex('f7fee7');
const INK = hex('1a1a1a');
const MUTED = hex('4d4d4d');
const CARD = hex('ffffff');

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
}

/** YYYY-MM-DD → DD.MM.YYYY (the German date). */
export function germanDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/** A link without the application's address (APP_URL unset) is a path: the reader is told where it belongs. */
const isRelative = (link: string) => !/^https?:\/\//i.test(link);
const RELATIVE_NOTE = 'Die Adresse ist relativ: Öffnen Sie sie in der Anwendung des Inventurdienstes.';

export interface Block {
  /** Plain text paragraphs (escaped for the HTML). */
  paragraphs: string[];
  /** Label/value rows shown as a small table (e.g. date, time, address). */
  facts?: [string, string][];
  /** The one action of the message. */
  action?: { label: string; link: string };
  /** Paragraphs after the action. */
  after?: string[];
}

export function render(subject: string, heading: string, block: Block): Rendered {
  const p = (t: string) => `<p style="margin:0 0 16px 0;font-size:16px;line-height:1.5;">${escapeHtml(t)}</p>`;
  const facts = block.facts?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px 0;font-size:16px;line-height:1.5;">${block.facts
        .map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;vertical-align:top;font-weight:bold;">${escapeHtml(k)}</td><td style="padding:2px 0;vertical-align:top;">${escapeHtml(v)}</td></tr>`)
        .join('')}</table>`
    : '';
  const action = block.action
    ? `<p style="margin:0 0 16px 0;"><a href="${escapeHtml(block.action.link)}" style="display:inline-block;padding:12px 20px;background:${BRAND};color:${ON_BRAND};font-size:16px;font-weight:bold;text-decoration:none;border-radius:6px;">${escapeHtml(block.action.label)}</a></p>` +
      p(`Falls die Schaltfläche nicht funktioniert: ${block.action.link}`) +
      (isRelative(block.action.link) ? p(RELATIVE_NOTE) : '')
    : '';
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${PAGE};font-family:Arial,Helvetica,sans-serif;color:${INK};">
<div style="max-width:600px;margin:0 auto;padding:16px;">
<div style="background:${BRAND};color:${ON_BRAND};padding:16px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold;">${escapeHtml(heading)}</div>
<div style="background:${CARD};padding:16px;border-radius:0 0 8px 8px;">
${block.paragraphs.map(p).join('\n')}
${facts}
${action}
${(block.after ?? []).map(p).join('\n')}
</div>
<p style="margin:16px 0 0 0;font-size:13px;color:${MUTED};">Diese Nachricht wurde automatisch versendet.</p>
</div>
</body></html>`;
  const text = [
    heading,
    '',
    ...block.paragraphs.flatMap((t) => [t, '']),
    ...(block.facts?.length ? [...block.facts.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(block.action ? [`${block.action.label}: ${block.action.link}`, ...(isRelative(block.action.link) ? [RELATIVE_NOTE] : []), ''] : []),
    ...(block.after ?? []).flatMap((t) => [t, '']),
    'Diese Nachricht wurde automatisch versendet.',
  ].join('\n');
  return { subject, html, text };
}
