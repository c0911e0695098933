/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The JSX runtime is said here as well as in tsconfig: tsx, which runs the server in the
// process tests, applies the tsconfig of its working directory, not this package's.

import type { Locale } from '@advance/contracts';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MailContent } from './mail-content';

// Colours meet WCAG AA on white (text #1f2937 is 14.7:1, small print #4b5563 is 7.6:1, the
// button's white on #1d4ed8 is 6.7:1); sizes stay readable for people who zoom.
const body = {
  backgroundColor: '#f3f4f6',
  fontFamily: 'Arial, Helvetica, sans-serif',
  color: '#1f2937',
  margin: 0,
  padding: '24px 0',
};
const card = { backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px 28px' };
const paragraph = { fontSize: '17px', lineHeight: '26px', margin: '0 0 16px' };
const small = { fontSize: '14px', lineHeight: '21px', color: '#4b5563', margin: '0 0 12px' };
const button = {
  backgroundColor: '#1d4ed8',
  color: '#ffffff',
  borderRadius: '6px',
  fontSize: '17px',
  fontWeight: 'bold' as const,
  padding: '12px 20px',
  textDecoration: 'none',
};

/**
 * The one layout every e-mail uses (React Email: table-based markup that common mail clients
 * render, `lang` set, a preview line, semantic heading and lists for screen readers). The
 * footer with the brand and the benefits notice closes every mail.
 */
export function MailLayout({
  subject,
  content,
  footer,
  locale = 'en',
}: {
  subject: string;
  content: MailContent;
  footer: { brand: string; notice: string };
  /** Issue 20: the reader's language, for screen readers' pronunciation. */
  locale?: Locale;
}) {
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: '24px', lineHeight: '32px', margin: '0 0 20px' }}>
            {content.heading ?? subject}
          </Heading>
          {content.greeting ? <Text style={paragraph}>{content.greeting}</Text> : null}
          {content.blocks.map((block, i) => {
            const key = `${block.kind}-${i}`;
            if (block.kind === 'list')
              return (
                <ul key={key} style={{ ...paragraph, paddingLeft: '24px' }}>
                  {block.items.map((item) => (
                    <li key={item} style={{ marginBottom: '6px' }}>
                      {item}
                    </li>
                  ))}
                </ul>
              );
            if (block.kind === 'heading')
              return (
                <Heading key={key} as="h2" style={{ fontSize: '19px', margin: '20px 0 10px' }}>
                  {block.text}
                </Heading>
              );
            return (
              <Text key={key} style={paragraph}>
                {block.text}
              </Text>
            );
          })}
          {content.action ? (
            <Section style={{ margin: '8px 0 24px' }}>
              <Button href={content.action.url} style={button}>
                {content.action.label}
              </Button>
            </Section>
          ) : null}
          {(content.smallPrint ?? []).map((line) => (
            <Text key={line} style={small}>
              {line}
            </Text>
          ))}
          <Hr style={{ borderColor: '#d1d5db', margin: '24px 0 16px' }} />
          <Text style={{ ...small, fontWeight: 'bold' }}>{footer.brand}</Text>
          <Text style={small}>{footer.notice}</Text>
        </Container>
      </Body>
    </Html>
  );
}
