import { benefitsNoticeMessages } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { list, paragraph } from './mail-content';
import { renderMail } from './render-mail';

describe('renderMail', () => {
  it('renders the same words into HTML and plain text, footer included, markup escaped', async () => {
    const mail = await renderMail('Your <decision>', {
      preview: 'A decision about your application',
      greeting: 'Hello Rosa,',
      blocks: [paragraph('We reviewed it & decided.'), list(['First reason', 'Second reason'])],
      action: { label: 'Open your dashboard', url: 'https://example.test/dashboard' },
      smallPrint: ['The ECOA notice.'],
    });
    expect(mail.subject).toBe('Your <decision>');
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain('Your &lt;decision&gt;');
    expect(mail.html).toContain('We reviewed it &amp; decided.');
    expect(mail.html).toContain('<li');
    expect(mail.html).toContain('href="https://example.test/dashboard"');
    expect(mail.html).toContain(benefitsNoticeMessages.notice.slice(0, 40));
    expect(mail.text).toContain('Hello Rosa,');
    expect(mail.text).toContain('- First reason\n- Second reason');
    expect(mail.text).toContain('Open your dashboard: https://example.test/dashboard');
    expect(mail.text).toContain('The ECOA notice.');
    expect(mail.text).toContain(benefitsNoticeMessages.notice);
    expect(mail.text).not.toMatch(/<(p|li|table)\b/);
  });
});
