// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast } from '../../lib/toast-store';
import { LazyToaster } from './lazy-toaster';

afterEach(() => {
  cleanup();
  dismissToast();
});

describe('LazyToaster', () => {
  it('renders nothing, not even the viewport, until the first toast', () => {
    expect(renderToString(<LazyToaster />)).toBe('');
    render(<LazyToaster />);
    expect(document.querySelector('[role="region"]')).toBeNull();
  });

  it('loads the viewport with the first toast and shows it', async () => {
    render(<LazyToaster />);
    act(() => {
      toast({ title: 'Saved', description: 'Your change is saved.' });
    });
    expect(await screen.findByText('Saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(document.querySelector('[role="region"][aria-label^="Notifications"]')).not.toBeNull();
  });
});
