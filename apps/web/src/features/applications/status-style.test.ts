import { applicationStatuses } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { statusStyle } from './status-style';

describe('statusStyle', () => {
  it('labels each status with itself and gives each its own colour and icon', () => {
    const styles = applicationStatuses.map((status) => statusStyle(status));
    expect(styles.map((s) => s.label)).toEqual([...applicationStatuses]);
    expect(new Set(styles.map((s) => s.variant)).size).toBe(applicationStatuses.length);
    expect(new Set(styles.map((s) => s.icon)).size).toBe(applicationStatuses.length);
  });

  it('falls back to "Under Review" in a neutral colour when the status is missing', () => {
    for (const status of [null, undefined]) {
      const style = statusStyle(status);
      expect(style.label).toBe('Under Review');
      expect(style.variant).toBe('neutral');
    }
  });

  it('colours approval green and denial red', () => {
    expect(statusStyle('Approved').variant).toBe('success');
    expect(statusStyle('Denied').variant).toBe('danger');
  });
});
