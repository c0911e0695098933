// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  vi.resetModules();
});

/** A fresh copy of the module: it reads the page's merges once. */
const load = () => import('./cn');

describe('cn', () => {
  it('merges as tailwind-merge does: later utilities win', async () => {
    const { cn } = await load();
    expect(cn('p-1 text-sm', false, 'p-2')).toBe('text-sm p-2');
  });

  it("records a render's merges, unchanged ones as 0", async () => {
    const { cn, recordClassMerges } = await load();
    const merges = recordClassMerges(() => {
      cn('p-1', 'p-2');
      cn('flex', 'gap-2');
    });
    expect(merges).toEqual({ 'p-1 p-2': 'p-2', 'flex gap-2': 0 });
    // Nothing is recorded outside a render.
    expect(recordClassMerges(() => {})).toEqual({});
  });

  it("answers from the page's merges without tailwind-merge, and merges the rest", async () => {
    document.body.innerHTML = `<script id="class-merges" type="application/json">${JSON.stringify({
      'p-1 p-2': 'from-the-page',
      'flex gap-2': 0,
    })}</script>`;
    const { cn, pageHasClassMerges } = await load();
    expect(pageHasClassMerges()).toBe(true);
    expect(cn('p-1', 'p-2')).toBe('from-the-page');
    expect(cn('flex gap-2')).toBe('flex gap-2');
    expect(cn('m-1 m-3')).toBe('m-3');
  });

  it('an unreadable element is ignored', async () => {
    document.body.innerHTML = '<script id="class-merges" type="application/json">{oops</script>';
    const { cn, pageHasClassMerges } = await load();
    expect(pageHasClassMerges()).toBe(false);
    expect(cn('p-1 p-2')).toBe('p-2');
  });
});
