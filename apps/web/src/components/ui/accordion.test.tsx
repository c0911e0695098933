// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

afterEach(cleanup);

const questions = ['One?', 'Two?', 'Three?'];

function Example() {
  return (
    <Accordion>
      {questions.map((question) => (
        <AccordionItem key={question} value={question}>
          <AccordionTrigger>{question}</AccordionTrigger>
          <AccordionContent>{`Answer to ${question}`}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const expanded = () =>
  screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'));

describe('Accordion', () => {
  it('starts closed, each question a button in an h3 that controls its answer', () => {
    render(<Example />);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    const first = screen.getByRole('button', { name: 'One?' });
    expect(first.parentElement?.tagName).toBe('H3');
    const answer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(answer?.textContent).toBe('Answer to One?');
    expect(answer?.hidden).toBe(true);
    expect(answer?.getAttribute('aria-labelledby')).toBe(first.id);
  });

  it('opens one answer at a time and closes the open one again', () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'One?' }));
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('region', { name: 'One?' }).hidden).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Three?' }));
    expect(expanded()).toEqual(['false', 'false', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'Three?' }));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('survives a flood of clicks in the same state a single click pair leaves', () => {
    render(<Example />);
    const two = screen.getByRole('button', { name: 'Two?' });
    for (let i = 0; i < 101; i += 1) fireEvent.click(two);
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });

  it('puts every answer in the prerendered HTML, hidden, for crawlers and readers without JS', () => {
    const html = renderToString(<Example />);
    for (const question of questions) expect(html).toContain(`Answer to ${question}`);
    expect(html.match(/ hidden=""/g)).toHaveLength(3);
    expect(html.match(/data-accordion-content=""/g)).toHaveLength(3);
  });
});
