// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  guardNativeSubmit,
  holdEarlyInput,
  MAX_HELD,
  releaseEarlyInput,
  stopHoldingEarlyInput,
} from './early-input';

let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `
    <div id="root">
      <button id="faq" type="button">How much can I get?</button>
      <button id="off" type="button" disabled>Off</button>
      <form id="login" method="post"><input name="password" value="secret" /><button id="go">Sign In</button></form>
      <a id="link" href="#about">About</a>
    </div>
    <button id="outside" type="button">Outside</button>`;
  root = document.getElementById('root') as HTMLElement;
});

afterEach(() => {
  releaseEarlyInput();
  document.body.innerHTML = '';
});

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe('early input', () => {
  it('holds button clicks until the app hydrates, then plays them back in order', async () => {
    holdEarlyInput(root);
    const faq = byId('faq');
    const seen: string[] = [];
    byId('faq').click();
    byId('outside').click();
    byId('off').click();
    // The app hydrates: its handlers are now on the elements.
    faq.addEventListener('click', () => seen.push('faq'));
    byId('outside').addEventListener('click', () => seen.push('outside'));
    await releaseEarlyInput();
    expect(seen).toEqual(['faq']);
  });

  it('never lets a form be sent natively before hydration, then submits it once', async () => {
    holdEarlyInput(root);
    const form = byId<HTMLFormElement>('login');
    const app = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', app);
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    // Not sent the browser's way (fields in a URL or a POST nobody answers), not seen twice.
    expect(early.defaultPrevented).toBe(true);
    expect(app).not.toHaveBeenCalled();
    byId('go').click(); // a submit button: held once, as its form's submit
    await releaseEarlyInput();
    expect(app).toHaveBeenCalledTimes(2);
  });

  it('drops what targets elements hydration replaced, and stops after MAX_HELD', async () => {
    holdEarlyInput(root);
    const faq = byId('faq');
    const clicks = vi.fn();
    for (let i = 0; i < MAX_HELD + 50; i += 1) faq.click();
    faq.addEventListener('click', clicks);
    await releaseEarlyInput();
    expect(clicks).toHaveBeenCalledTimes(MAX_HELD);

    holdEarlyInput(root);
    const replaced = byId('faq');
    replaced.click();
    const replacedClicks = vi.fn();
    replaced.addEventListener('click', replacedClicks);
    replaced.remove();
    await releaseEarlyInput();
    expect(replacedClicks).not.toHaveBeenCalled();
  });

  it('keeps a held click from the app while hydration runs, so it happens once', async () => {
    holdEarlyInput(root);
    const faq = byId('faq');
    // React listens on the root container, below the document's capture phase.
    const react = vi.fn();
    root.addEventListener('click', react);
    faq.click();
    expect(react).not.toHaveBeenCalled();
    await releaseEarlyInput();
    expect(react).toHaveBeenCalledTimes(1);
  });

  it('hands input straight to the app once hydration starts, and plays back the earlier', async () => {
    holdEarlyInput(root);
    const seen: string[] = [];
    root.addEventListener('click', (event) => seen.push((event.target as Element).id));
    byId('faq').click();
    stopHoldingEarlyInput();
    byId('off').removeAttribute('disabled');
    byId('off').click();
    expect(seen).toEqual(['off']);
    await releaseEarlyInput();
    expect(seen).toEqual(['off', 'faq']);
  });

  it('stops a submit that nothing handled, inside the app only', () => {
    const win = document.defaultView as Window;
    guardNativeSubmit(root, win);
    const unhandled = new Event('submit', { bubbles: true, cancelable: true });
    byId('login').dispatchEvent(unhandled);
    expect(unhandled.defaultPrevented).toBe(true);
    const outside = document.createElement('form');
    document.body.append(outside);
    const elsewhere = new Event('submit', { bubbles: true, cancelable: true });
    outside.dispatchEvent(elsewhere);
    expect(elsewhere.defaultPrevented).toBe(false);
  });

  it('lets links work and holds nothing once released', async () => {
    holdEarlyInput(root);
    await releaseEarlyInput();
    await releaseEarlyInput();
    const later = vi.fn();
    byId('faq').addEventListener('click', later);
    byId('faq').click();
    expect(later).toHaveBeenCalledTimes(1);
    const link = byId<HTMLAnchorElement>('link');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
