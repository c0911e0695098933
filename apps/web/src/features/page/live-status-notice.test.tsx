// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLiveConnection } from '../../lib/live/live-connection';
import { LiveStatusNotice } from './live-status-notice';

afterEach(cleanup);

describe('LiveStatusNotice', () => {
  it('stays silent while live updates work, and offers Reconnect once they pause', () => {
    const connection = createLiveConnection({ url: () => 'ws://localhost/trpc' });
    render(
      <main id="main" tabIndex={-1}>
        <LiveStatusNotice connection={connection} />
      </main>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    act(() => connection.pause());
    expect(status.textContent).toContain('Live updates paused');
    const reconnect = screen.getByRole('button', { name: 'Reconnect' });

    reconnect.focus();
    fireEvent.click(reconnect);
    expect(connection.getSnapshot().status).toBe('connecting');
    expect(status.textContent).toBe('');
    // The button went away with the notice: focus moves to the page, not to nowhere.
    expect(document.activeElement?.id).toBe('main');
  });
});
