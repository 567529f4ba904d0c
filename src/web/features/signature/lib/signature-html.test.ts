import { describe, expect, it } from 'vitest';
import { SignatureSchema } from '../../../../shared/schemas/signature';
import { signatureHtml } from './signature-html';

const input = {
  fullName: 'Ana <b>Díaz</b>',
  jobTitle: 'Leasing "Lead"',
  phone: '+1 (305) 555-0100',
  email: 'ana@blu.example',
  office: 'miami',
};
const ctx = {
  brandName: 'Blu',
  siteUrl: 'https://blu.example/',
  office: { city: 'Miami', address: '1450 Brickell Bay Drive' },
};

describe('signatureHtml', () => {
  it('escapes every value and uses inline styles only', () => {
    const html = signatureHtml(input, ctx);
    expect(html).toContain('Ana &lt;b&gt;Díaz&lt;/b&gt;');
    expect(html).toContain('Leasing &quot;Lead&quot;');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/class=|<style|<img|<script/);
  });

  it('links the phone, e-mail and site', () => {
    const html = signatureHtml(input, ctx);
    expect(html).toContain('href="tel:+13055550100"');
    expect(html).toContain('href="mailto:ana@blu.example"');
    expect(html).toContain('href="https://blu.example/"');
    expect(html).toContain('1450 Brickell Bay Drive');
  });

  it('leaves out the parts not filled in yet', () => {
    const html = signatureHtml({ ...input, phone: '', jobTitle: '' }, ctx);
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('&middot;</span> <a');
    expect(html).toContain('mailto:ana@blu.example');
  });

  it('leaves the office out when none is known', () => {
    expect(signatureHtml(input, { ...ctx, office: null })).not.toContain('Brickell');
  });
});

describe('SignatureSchema', () => {
  it('gives a message code per field', () => {
    const result = SignatureSchema.safeParse({
      fullName: '',
      jobTitle: '',
      phone: 'abc',
      email: 'x',
      office: '',
    });
    expect(result.success).toBe(false);
    const codes = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(codes).toEqual({
      fullName: 'signature.nameRequired',
      jobTitle: 'signature.titleRequired',
      phone: 'signature.phoneInvalid',
      email: 'signature.emailInvalid',
      office: 'signature.officeRequired',
    });
  });
});
