import { announcementTypes } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { announcementTypeStyle } from './announcement-type-style';

describe('announcementTypeStyle', () => {
  it('gives every type its own words, colour and icon', () => {
    const styles = announcementTypes.map(announcementTypeStyle);
    expect(styles.map((s) => s.label)).toEqual(['Info', 'Warning', 'Urgent', 'Maintenance']);
    expect(new Set(styles.map((s) => s.variant)).size).toBe(announcementTypes.length);
    expect(new Set(styles.map((s) => s.icon)).size).toBe(announcementTypes.length);
    expect(new Set(styles.map((s) => s.banner)).size).toBe(announcementTypes.length);
  });

  it('shows an unknown type as information, named in words', () => {
    expect(announcementTypeStyle('service_notice')).toMatchObject({
      label: 'service notice',
      variant: 'default',
    });
  });
});
