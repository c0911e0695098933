import { messagePriorities } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { priorityStyle } from './priority-style';

describe('priorityStyle', () => {
  it('names each priority and gives it its own colour and icon', () => {
    const styles = messagePriorities.map(priorityStyle);
    expect(styles.map((s) => s.label)).toEqual(['Low', 'Normal', 'High', 'Urgent']);
    expect(new Set(styles.map((s) => s.variant)).size).toBe(messagePriorities.length);
    expect(new Set(styles.map((s) => s.icon)).size).toBe(messagePriorities.length);
  });

  it('shows an unknown priority in its own words', () => {
    expect(priorityStyle('critical').label).toBe('critical');
  });
});
