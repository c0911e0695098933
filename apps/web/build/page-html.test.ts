import { describe, expect, it } from 'vitest';
import { escapeHtml, pageHtml, shellHtml } from './page-html';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Generic."
    />
    <title>Benefit Advance</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript data-shell-only>Benefit Advance needs JavaScript turned on to work.</noscript>
    <script type="module" src="/assets/boot.js"></script>
  </body>
</html>`;

const head = { title: 'About Us | Benefit Advance', description: 'Who we are.' };

describe('pageHtml', () => {
  it('puts the page title, description and markup in, and drops the shell-only note', () => {
    const html = pageHtml(template, head, '<main><h1>About Us</h1></main>');
    expect(html).toContain('<title>About Us | Benefit Advance</title>');
    expect(html).toContain('<meta name="description" content="Who we are." />');
    expect(html).toContain('<div id="root"><main><h1>About Us</h1></main></div>');
    expect(html).not.toContain('noscript');
    expect(html).toContain('<script type="module" src="/assets/boot.js"></script>');
    expect(html).not.toContain('Generic.');
  });

  it('puts data elements at the end of the body, outside #root', () => {
    const data = '<script id="public-figures" type="application/json">{"a":"%%fig:a%%"}</script>';
    const html = pageHtml(template, head, '<main></main>', data);
    const root = html.indexOf('<div id="root"><main></main></div>');
    const script = html.indexOf(data);
    expect(root).toBeGreaterThan(0);
    expect(script).toBeGreaterThan(root);
    expect(html.indexOf('</body>')).toBeGreaterThan(script);
  });

  it('escapes texts and keeps "$" patterns literal', () => {
    const html = pageHtml(
      template,
      { title: 'Fees & <APR> "today"', description: "$500 for $& and $' and $1" },
      '<p>$15 fee: $&</p>',
    );
    expect(html).toContain('<title>Fees &amp; &lt;APR&gt; &quot;today&quot;</title>');
    expect(html).toContain(`content="$500 for $&amp; and $' and $1"`);
    expect(html).toContain('<div id="root"><p>$15 fee: $&</p></div>');
  });

  it('fails loudly when the template changed under it', () => {
    expect(() => pageHtml(template.replace('<title>', '<title2>'), head, '')).toThrow(/<title>/);
    expect(() => pageHtml(template.replace('<div id="root"></div>', ''), head, '')).toThrow(
      /#root/,
    );
    const twice = template.replace('</body>', '<div id="root"></div></body>');
    expect(() => pageHtml(twice, head, '')).toThrow(/found 2/);
    expect(() => pageHtml(template.replace(/<noscript[\s\S]*?<\/noscript>/, ''), head, '')).toThrow(
      /noscript/,
    );
  });
});

describe('shellHtml', () => {
  it('keeps #root empty and the note for readers without JavaScript', () => {
    const html = shellHtml(template, { title: 'Benefit Advance', description: 'Generic.' });
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('noscript data-shell-only');
  });
});

describe('escapeHtml', () => {
  it('escapes what would end a text or an attribute', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});
