import { escapeHtml } from '../../shared/escape-html';
import { pathInLanguage, type Language } from '../../shared/language-path';
import type { SiteSettings } from '../../shared/schemas/site';

/*
 * Every e-mail's two parts come from here: a plain-text part, and an HTML part in the company's
 * brand, built from the same content so they always say the same thing. The HTML is what mail
 * clients read well: tables for layout, every style inline (many clients drop <style>), no
 * images or web fonts, and all text escaped (names and notes come from forms).
 */

/** A paragraph, or a line that ends in a link (a second address beside the main button). */
export type EmailParagraph = string | { text: string; url: string };

/** What an e-mail says, already in the recipient's language. */
export interface EmailContent {
  /** The first line, in large type. */
  heading: string;
  /** The recipient's name, for the greeting ("Hello Ana," / "Hola, Ana:"); none for a team inbox. */
  greet?: string;
  /** In reading order; a line break inside a paragraph is kept. */
  paragraphs: EmailParagraph[];
  /** Label and value pairs, as a two-column table: a receipt's lines, a lease's terms. */
  details?: [string, string][];
  /** The one thing to do: a button in the HTML part, the label and the address in the text part. */
  action?: { label: string; url: string };
  /** Paragraphs after the details and the button: what happens next. */
  closing?: EmailParagraph[];
  /** Quieter lines after everything else: how long a link works, what to do if it was not you. */
  smallPrint?: EmailParagraph[];
}

/** What the header and footer show of the company (the site settings). */
export interface EmailBrand {
  name: string;
  legalName: string;
  address: string;
  phone: string;
  email: string;
}

/** An address on the site in the reader's language: Spanish pages are under `/es`. */
export function siteUrl(publicUrl: string, language: Language, path: string): string {
  return `${publicUrl}${pathInLanguage(language, path)}`;
}

export function emailBrand(settings: SiteSettings): EmailBrand {
  return {
    name: settings.brandName,
    legalName: settings.legalName,
    address: settings.address,
    phone: settings.phone,
    email: settings.supportEmail,
  };
}

/** The design's colours (src/web/styles.css): the navy header with its aqua rule, ocean buttons. */
export const EMAIL_COLOURS = {
  navy: '#0b2545',
  ocean: '#1d5f8a',
  aqua: '#2ec4b6',
  sand: '#f6efe3',
  text: '#1e293b',
  muted: '#475569',
  rule: '#e2e8f0',
  footer: '#f8fafc',
} as const;

const WORDS: Record<
  Language,
  {
    greeting: (name: string) => string;
    signOff: (brand: string) => string;
    buttonFallback: string;
  }
> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    signOff: (brand) => `The ${brand} team`,
    buttonFallback: 'If the button does not work, copy this address into your browser:',
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    signOff: (brand) => `El equipo de ${brand}`,
    buttonFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  },
};

export interface RenderedEmail {
  text: string;
  html: string;
}

/** Only web, mail and phone addresses become links: a `javascript:` URL is a bug, never sent. */
function checkedUrl(url: string): string {
  if (!/^(https?:\/\/|mailto:|tel:)/i.test(url))
    throw new Error(`not a link for an e-mail: ${url}`);
  return url;
}

const paragraphText = (p: EmailParagraph) => (typeof p === 'string' ? p : `${p.text}\n${p.url}`);

/** The text part: the same content, wrapped by the reader's mail client. */
function textPart(content: EmailContent, brand: EmailBrand, words: (typeof WORDS)[Language]) {
  const blocks: string[] = [content.heading];
  if (content.greet !== undefined) blocks.push(words.greeting(content.greet));
  blocks.push(...content.paragraphs.map(paragraphText));
  if (content.details?.length) {
    const pad = Math.max(...content.details.map(([label]) => label.length)) + 2;
    blocks.push(
      content.details.map(([label, value]) => `${`${label}:`.padEnd(pad)}${value}`).join('\n'),
    );
  }
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.closing ?? []).map(paragraphText));
  if (content.smallPrint?.length) blocks.push(content.smallPrint.map(paragraphText).join('\n'));
  blocks.push(words.signOff(brand.name));
  blocks.push(
    [
      '--',
      brand.legalName || brand.name,
      brand.address,
      [brand.phone, brand.email].filter(Boolean).join(' · '),
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `${blocks.join('\n\n')}\n`;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const C = EMAIL_COLOURS;

/** Escaped, with its line breaks kept. */
const html = (text: string) => escapeHtml(text).replaceAll('\n', '<br>');

const link = (url: string, label: string, style = '') =>
  `<a href="${escapeHtml(checkedUrl(url))}" style="color:${C.ocean};text-decoration:underline;${style}">${html(label)}</a>`;

const paragraph = (inner: string, style = '') => `<p style="margin:0 0 16px;${style}">${inner}</p>`;

function detailsTable(details: [string, string][]): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid ${C.rule};color:${C.muted};vertical-align:top;">${html(label)}</td>` +
        `<td style="padding:6px 0;border-bottom:1px solid ${C.rule};font-weight:bold;vertical-align:top;">${html(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-collapse:collapse;font-family:${FONT};font-size:15px;line-height:22px;color:${C.text};">${rows}</table>`;
}

/** A button drawn by a table cell, so clients that ignore padding on links still show it. */
function button(action: { label: string; url: string }, fallback: string): string {
  const url = escapeHtml(checkedUrl(action.url));
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>` +
    `<td align="center" bgcolor="${C.ocean}" style="border-radius:8px;background-color:${C.ocean};">` +
    `<a href="${url}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:8px;">${html(action.label)}</a>` +
    `</td></tr></table>` +
    paragraph(
      `${html(fallback)}<br>${link(action.url, action.url, 'word-break:break-all;')}`,
      `font-size:13px;line-height:20px;color:${C.muted};`,
    )
  );
}

function htmlPart(
  subject: string,
  language: Language,
  content: EmailContent,
  brand: EmailBrand,
  words: (typeof WORDS)[Language],
): string {
  const body: string[] = [
    `<h1 style="margin:0 0 20px;font-family:${FONT};font-size:22px;line-height:30px;font-weight:bold;color:${C.navy};">${html(content.heading)}</h1>`,
  ];
  if (content.greet !== undefined) body.push(paragraph(html(words.greeting(content.greet))));
  const inner = (p: EmailParagraph) =>
    typeof p === 'string'
      ? html(p)
      : `${html(p.text)} ${link(p.url, p.url, 'word-break:break-all;')}`;
  for (const p of content.paragraphs) body.push(paragraph(inner(p)));
  if (content.details?.length) body.push(detailsTable(content.details));
  if (content.action) body.push(button(content.action, words.buttonFallback));
  for (const p of content.closing ?? []) body.push(paragraph(inner(p)));
  for (const line of content.smallPrint ?? []) {
    body.push(paragraph(inner(line), `font-size:13px;line-height:20px;color:${C.muted};`));
  }
  body.push(paragraph(html(words.signOff(brand.name)), 'margin:0;'));

  const contact = [
    brand.phone && link(`tel:${brand.phone.replace(/[^\d+]/g, '')}`, brand.phone),
    brand.email && link(`mailto:${brand.email}`, brand.email),
  ].filter(Boolean);
  const footer = [
    `<strong style="color:${C.navy};">${html(brand.name)}</strong>`,
    brand.legalName && html(brand.legalName),
    brand.address && html(brand.address),
    contact.join(' · '),
  ]
    .filter(Boolean)
    .join('<br>');
  const preview = typeof content.paragraphs[0] === 'string' ? content.paragraphs[0] : '';

  return [
    '<!DOCTYPE html>',
    `<html lang="${language}" dir="ltr">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${html(subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${C.sand};">`,
    // The line inboxes show after the subject; hidden in the message itself.
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${html(preview)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${C.sand};">`,
    `<tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;border-collapse:separate;">`,
    `<tr><td style="padding:20px 32px;background-color:${C.navy};border-bottom:4px solid ${C.aqua};border-radius:8px 8px 0 0;font-family:${FONT};font-size:22px;line-height:28px;font-weight:bold;color:#ffffff;">${html(brand.name)}</td></tr>`,
    `<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:24px;color:${C.text};">${body.join('')}</td></tr>`,
    `<tr><td style="padding:20px 32px;background-color:${C.footer};border-top:1px solid ${C.rule};border-radius:0 0 8px 8px;font-family:${FONT};font-size:12px;line-height:18px;color:${C.muted};">${footer}</td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * The text and HTML parts of one e-mail: its content in the recipient's language, with the
 * company's name in the header, a greeting and sign-off in that language, and the company's
 * details in the footer.
 */
export function renderEmail(
  email: { subject: string; language: Language; content: EmailContent },
  brand: EmailBrand,
): RenderedEmail {
  const words = WORDS[email.language];
  return {
    text: textPart(email.content, brand, words),
    html: htmlPart(email.subject, email.language, email.content, brand, words),
  };
}
