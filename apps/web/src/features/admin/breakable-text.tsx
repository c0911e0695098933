import { Fragment } from 'react';

/**
 * Issue 20 ("facebook.c/om"): `break-all` split domains and e-mails anywhere. These are the
 * places a long address may wrap, as style guides suggest: after a slash, before a dot, @,
 * query marks, hyphens and underscores. Words themselves are never cut unless one alone is
 * wider than its column (then `break-words` is the last resort).
 */
const BREAK_BEFORE = /(?=[.@?#&=_-])|(?<=\/)/;

/** The pieces a text may wrap between; exported for its test. */
export function breakPoints(text: string): string[] {
  return text.split(BREAK_BEFORE).filter((piece) => piece !== '');
}

/** A URL, domain, path or e-mail that wraps at sensible points; `title` keeps the whole text. */
export function BreakableText({ text, className }: { text: string; className?: string }) {
  const pieces = breakPoints(text);
  return (
    <span className={['break-words', className].filter(Boolean).join(' ')}>
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in order.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
