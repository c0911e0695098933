// @vitest-environment jsdom
import { act, type FormEvent, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTyping } from './early-typing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A sign-in form as the app's: controlled fields, the state read on submit. */
function SignIn({ onSend }: { onSend: (sent: { email: string; plan: string }) => void }) {
  const [email, setEmail] = useState('');
  const [plan, setPlan] = useState('monthly');
  const [agreed, setAgreed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, plan });
  };
  return (
    <form onSubmit={submit}>
      <input id="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <textarea id="note" defaultValue="" />
      <select id="plan" value={plan} onChange={(e) => setPlan(e.target.value)}>
        <option value="monthly">Monthly</option>
        <option value="weekly">Weekly</option>
      </select>
      <input
        id="agree"
        type="checkbox"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      <button id="send" type="submit">
        Sign In
      </button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The prerendered page, typed into before the app, then hydrated. */
function typeThenHydrate(type: (container: HTMLElement) => void) {
  const onSend = vi.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn onSend={() => {}} />);
  document.body.append(container);
  type(container);
  act(() => {
    root = hydrateRoot(container, <SignIn onSend={onSend} />);
  });
  const send = () => act(() => (container.querySelector('#send') as HTMLButtonElement).click());
  return { container, onSend, send };
}

const field = <T extends Element>(container: HTMLElement, id: string) =>
  container.querySelector(`#${id}`) as T;

describe('replayEarlyTyping', () => {
  it('without it, text typed before hydration is on screen but not in the form state', () => {
    const { onSend, send, container } = typeThenHydrate((c) => {
      field<HTMLInputElement>(c, 'email').value = 'ada@example.com';
    });
    send();
    expect(field<HTMLInputElement>(container, 'email').value).toBe('ada@example.com');
    expect(onSend).toHaveBeenCalledWith({ email: '', plan: 'monthly' });
  });

  it('tells the app what was typed, so a submit sends it', () => {
    const { onSend, send, container } = typeThenHydrate((c) => {
      field<HTMLInputElement>(c, 'email').value = 'ada@example.com';
    });
    act(() => replayEarlyTyping(container));
    send();
    expect(onSend).toHaveBeenCalledWith({ email: 'ada@example.com', plan: 'monthly' });
    expect(field<HTMLInputElement>(container, 'email').value).toBe('ada@example.com');
  });

  it('keeps focus and caret in the field being typed in', () => {
    const { container } = typeThenHydrate((c) => {
      const note = field<HTMLTextAreaElement>(c, 'note');
      note.value = 'Call after noon';
      note.focus();
      note.setSelectionRange(4, 4);
    });
    act(() => replayEarlyTyping(container));
    const note = field<HTMLTextAreaElement>(container, 'note');
    expect(document.activeElement).toBe(note);
    expect([note.selectionStart, note.selectionEnd]).toEqual([4, 4]);
    expect(note.value).toBe('Call after noon');
  });

  it('leaves untouched fields and checkboxes alone', () => {
    const { container } = typeThenHydrate(() => {});
    const seen: string[] = [];
    container.addEventListener('input', (event) => seen.push((event.target as Element).id));
    container.addEventListener('change', (event) => seen.push((event.target as Element).id));
    act(() => replayEarlyTyping(container));
    expect(seen).toEqual([]);
  });
});
