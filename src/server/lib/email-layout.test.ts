import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_COLOURS,
  renderEmail,
  siteUrl,
  type EmailBrand,
  type EmailContent,
} from './email-layout';

const brand: EmailBrand = {
  name: 'Blu',
  legalName: 'Blu Property Management LLC',
  address: '1450 Brickell Bay Drive, Suite 900, Miami, FL 33131',
  phone: '+1 (305) 555-0142',
  email: 'support@blu.example',
};

const content: EmailContent = {
  heading: 'Reset your Blu password',
  greet: 'Ana Reyes',
  paragraphs: ['Someone asked to reset your password.', 'Choose a new one within 30 minutes.'],
  details: [
    ['Receipt', 'PAY-2026-000001'],
    ['Total charged', '$77.77'],
  ],
  action: { label: 'Choose a new password', url: 'https://blu.example/forgot-password?token=abc' },
  closing: ['Then sign in again.'],
  smallPrint: [
    'The link works once.',
    { text: 'Or in your portal:', url: 'https://blu.example/portal' },
  ],
};

const render = (c: EmailContent = content, language: 'en' | 'es' = 'en') =>
  renderEmail({ subject: 'Reset your Blu password', language, content: c }, brand);

describe('renderEmail: the text part', () => {
  it('says everything the HTML says, in reading order, without markup', () => {
    const { text } = render();
    expect(text).toBe(
      [
        'Reset your Blu password',
        '',
        'Hello Ana Reyes,',
        '',
        'Someone asked to reset your password.',
        '',
        'Choose a new one within 30 minutes.',
        '',
        'Receipt:       PAY-2026-000001',
        'Total charged: $77.77',
        '',
        'Choose a new password:',
        'https://blu.example/forgot-password?token=abc',
        '',
        'Then sign in again.',
        '',
        'The link works once.',
        'Or in your portal:',
        'https://blu.example/portal',
        '',
        'The Blu team',
        '',
        '--',
        'Blu Property Management LLC',
        '1450 Brickell Bay Drive, Suite 900, Miami, FL 33131',
        '+1 (305) 555-0142 · support@blu.example',
        '',
      ].join('\n'),
    );
  });

  it('leaves out the parts an e-mail does not have', () => {
    const { text } = render({ heading: 'New lead', paragraphs: ['One arrived.'] });
    expect(text).toBe(
      'New lead\n\nOne arrived.\n\nThe Blu team\n\n--\nBlu Property Management LLC\n1450 Brickell Bay Drive, Suite 900, Miami, FL 33131\n+1 (305) 555-0142 · support@blu.example\n',
    );
  });
});

describe('renderEmail: the HTML part', () => {
  it('is a whole document in the brand: header, heading, button with its address, footer', () => {
    const { html } = render();
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en" dir="ltr">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Reset your Blu password</title>');
    // The header: the brand on navy over the aqua rule.
    expect(html).toMatch(
      new RegExp(
        `background-color:${EMAIL_COLOURS.navy};border-bottom:4px solid ${EMAIL_COLOURS.aqua};[^>]*>Blu</td>`,
      ),
    );
    expect(html).toContain('>Reset your Blu password</h1>');
    expect(html).toContain('>Hello Ana Reyes,</p>');
    // The button, and its address written out for clients that draw no button.
    const href = 'href="https://blu.example/forgot-password?token=abc"';
    expect(html.split(href)).toHaveLength(3);
    expect(html).toContain(`bgcolor="${EMAIL_COLOURS.ocean}"`);
    expect(html).toContain('>Choose a new password</a>');
    expect(html).toContain('>Total charged</td>');
    expect(html.indexOf('>Then sign in again.</p>')).toBeGreaterThan(
      html.indexOf('>Choose a new password</a>'),
    );
    expect(html).toContain('href="https://blu.example/portal"');
    expect(html).toContain('>The Blu team</p>');
    expect(html).toContain('href="tel:+13055550142"');
    expect(html).toContain('href="mailto:support@blu.example"');
    expect(html).toContain('Blu Property Management LLC<br>1450 Brickell Bay Drive');
  });

  it('lays out with tables and inline styles only: no style sheet, class, script or image', () => {
    const { html } = render();
    expect(html).toContain('<table role="presentation"');
    expect(html).not.toMatch(/<style|<link|<script|<img|class=/i);
  });

  it('escapes every text, so a name from a form cannot add markup or links', () => {
    const hostile = '<img src=x onerror="alert(1)"> & <a href="https://evil.example">win</a>';
    const { html, text } = render({
      heading: `Welcome ${hostile}`,
      greet: hostile,
      paragraphs: [
        `Your note: ${hostile}`,
        { text: hostile, url: 'https://blu.example/a?b=1&c="2"' },
      ],
      details: [[hostile, hostile]],
      action: { label: hostile, url: 'https://blu.example/x?y="><script>' },
      smallPrint: [hostile],
    });
    expect(html).not.toMatch(/<img|<script|evil\.example">|onerror="/);
    expect(html).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;a href=&quot;https://evil.example&quot;&gt;win&lt;/a&gt;',
    );
    expect(html).toContain('href="https://blu.example/a?b=1&amp;c=&quot;2&quot;"');
    expect(html).toContain('href="https://blu.example/x?y=&quot;&gt;&lt;script&gt;"');
    // The text part is not HTML: it keeps the words as they were written.
    expect(text).toContain(`Hello ${hostile},`);
  });

  it('escapes the brand from the site settings too', () => {
    const { html } = renderEmail(
      { subject: 'S', language: 'en', content: { heading: 'H', paragraphs: [] } },
      { ...brand, name: 'Blu <b>Bay</b>' },
    );
    expect(html).toContain('>Blu &lt;b&gt;Bay&lt;/b&gt;</td>');
    expect(html).not.toContain('<b>');
  });

  it('refuses a link that is not a web, mail or phone address', () => {
    expect(() =>
      render({ heading: 'H', paragraphs: [], action: { label: 'Go', url: 'javascript:alert(1)' } }),
    ).toThrow(/not a link/);
  });

  it('uses the design’s colours (src/web/styles.css)', () => {
    const css = readFileSync(new URL('../../web/styles.css', import.meta.url), 'utf8');
    for (const name of ['navy', 'ocean', 'aqua', 'sand'] as const) {
      expect(css, name).toContain(`--color-${name}: ${EMAIL_COLOURS[name]};`);
    }
  });
});

describe('renderEmail in Spanish', () => {
  it('greets, signs and explains the button in Spanish, and says the document is Spanish', () => {
    const { html, text } = render(
      {
        heading: 'Restablezca su contraseña de Blu',
        greet: 'Ana',
        paragraphs: ['Elija una contraseña nueva en los próximos 30 minutos.'],
        action: {
          label: 'Elegir una contraseña nueva',
          url: 'https://blu.example/es/forgot-password?token=abc',
        },
      },
      'es',
    );
    expect(html).toContain('<html lang="es" dir="ltr">');
    expect(html).toContain('>Hola, Ana:</p>');
    expect(html).toContain('Si el botón no funciona, copie esta dirección en su navegador:');
    expect(html).toContain('>El equipo de Blu</p>');
    expect(text).toContain('Hola, Ana:\n\nElija una contraseña nueva');
    expect(text).toContain(
      'Elegir una contraseña nueva:\nhttps://blu.example/es/forgot-password?token=abc',
    );
    expect(text).toContain('El equipo de Blu');
    expect(text).not.toMatch(/Hello|The Blu team/);
  });
});

describe('siteUrl', () => {
  it('puts Spanish readers on the /es pages', () => {
    expect(siteUrl('https://blu.example', 'en', '/portal/lease')).toBe(
      'https://blu.example/portal/lease',
    );
    expect(siteUrl('https://blu.example', 'es', '/portal/lease')).toBe(
      'https://blu.example/es/portal/lease',
    );
  });
});
