import { escapeHtml } from '../../../../shared/escape-html';
import type { SignatureInput } from '../../../../shared/schemas/signature';

export interface SignatureContext {
  brandName: string;
  siteUrl: string;
  office: { city: string; address: string } | null;
}

const telTarget = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * E-mail-safe signature HTML: one table, inline styles, web-safe fonts, no images or CSS classes,
 * so Gmail, Outlook and Apple Mail all render it the same. Every value is escaped.
 */
export function signatureHtml(input: SignatureInput, ctx: SignatureContext): string {
  const e = escapeHtml;
  const link = 'color:#1D5F8A;text-decoration:none;';
  const site = ctx.siteUrl.replace(/\/+$/, '');
  const host = site.replace(/^https?:\/\//, '');
  const officeLine = ctx.office
    ? `<br><span style="color:#4A5B70;">${e(ctx.office.address)}</span>`
    : '';
  const contacts = [
    input.phone &&
      `<a href="tel:${e(telTarget(input.phone))}" style="${link}">${e(input.phone)}</a>`,
    input.email && `<a href="mailto:${e(input.email)}" style="${link}">${e(input.email)}</a>`,
  ].filter(Boolean);
  return [
    '<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:20px;color:#0B2545;">',
    '<tr><td style="padding:0 0 8px 0;">',
    `<strong style="font-size:16px;">${e(input.fullName)}</strong>`,
    input.jobTitle ? `<br><span style="color:#1D5F8A;">${e(input.jobTitle)}</span>` : '',
    '</td></tr>',
    '<tr><td style="border-top:2px solid #2EC4B6;padding:8px 0 0 0;">',
    `<strong style="font-family:Georgia,'Times New Roman',serif;font-size:18px;">${e(ctx.brandName)}</strong>`,
    ctx.office ? ` <span style="color:#4A5B70;">&middot; ${e(ctx.office.city)}</span>` : '',
    contacts.length ? `<br>${contacts.join(' <span style="color:#4A5B70;">&middot;</span> ')}` : '',
    officeLine,
    `<br><a href="${e(site)}/" style="${link}">${e(host)}</a>`,
    '</td></tr>',
    '</table>',
  ].join('');
}
