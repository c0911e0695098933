import { messageTypes } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { messageTypeStyle } from './message-type-style';

describe('messageTypeStyle', () => {
  it('gives every type its own words, colour and icon', () => {
    const styles = messageTypes.map((type) => messageTypeStyle(type));
    expect(styles.map((s) => s.label)).toEqual([
      'System',
      'Approved',
      'Under Review',
      'Action Required',
      'Other',
    ]);
    expect(new Set(styles.map((s) => s.variant)).size).toBe(messageTypes.length);
    expect(new Set(styles.map((s) => s.icon)).size).toBe(messageTypes.length);
  });

  it('shows an unknown type as words in a neutral badge', () => {
    expect(messageTypeStyle('payment_due')).toMatchObject({
      label: 'payment due',
      variant: 'neutral',
    });
  });
});

describe('messageTypeStyle in another language', () => {
  it('takes the words of known types from the given labels, keeping colour and icon', () => {
    const spanish = messageTypeStyle('approved', (type) => `es:${type}`);
    expect(spanish).toMatchObject({ label: 'es:approved', variant: 'success' });
    expect(messageTypeStyle('payment_due', () => 'never used').label).toBe('payment due');
  });
});
