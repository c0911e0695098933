// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTabIndex, Tabs } from './tabs';

afterEach(cleanup);

function Example() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Sections"
      value={value}
      onValueChange={setValue}
      tabs={[
        { value: 'a', label: 'Alpha', panel: () => <p>Alpha panel</p> },
        { value: 'b', label: 'Beta', panel: () => <p>Beta panel</p> },
        { value: 'c', label: 'Gamma', panel: () => <p>Gamma panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('exposes tablist, tabs and the selected panel', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeTruthy();
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    expect(alpha.getAttribute('aria-selected')).toBe('true');
    expect(alpha.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Beta' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Alpha' });
    expect(panel.textContent).toBe('Alpha panel');
    expect(alpha.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves and selects with the arrow keys, Home and End', () => {
    render(<Example />);
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    alpha.focus();
    fireEvent.keyDown(alpha, { key: 'ArrowRight' });
    const beta = screen.getByRole('tab', { name: 'Beta' });
    expect(document.activeElement).toBe(beta);
    expect(screen.getByRole('tabpanel').textContent).toBe('Beta panel');
    fireEvent.keyDown(beta, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Gamma panel');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Gamma' }), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(alpha);
    fireEvent.keyDown(alpha, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Gamma panel');
  });
});

describe('nextTabIndex', () => {
  it('wraps around and ignores other keys', () => {
    expect(nextTabIndex('ArrowLeft', 0, 6)).toBe(5);
    expect(nextTabIndex('ArrowRight', 5, 6)).toBe(0);
    expect(nextTabIndex('Home', 3, 6)).toBe(0);
    expect(nextTabIndex('Enter', 3, 6)).toBeNull();
  });
});
