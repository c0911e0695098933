// @vitest-environment jsdom
import { totpSetupMessages } from '@advance/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code';
import { groupSecret } from './totp-setup-page';

describe('QrCode', () => {
  it('draws the code as one path with a text alternative pointing to the key', () => {
    render(
      <QrCode
        value="otpauth://totp/Benefit%20Advance:a@b.c?secret=JBSWY3DP"
        label={totpSetupMessages.qrAlt}
      />,
    );
    const image = screen.getByRole('img', { name: totpSetupMessages.qrAlt });
    expect(image.querySelectorAll('path')).toHaveLength(1);
  });

  it('leaves a quiet zone and draws only dark modules', () => {
    const { size, path } = qrPath('hello');
    expect(size).toBeGreaterThanOrEqual(21 + 4);
    expect(path.startsWith('M')).toBe(true);
    expect(path).not.toMatch(/M0 /);
  });
});

describe('groupSecret', () => {
  it('groups the key by four for reading out and typing', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});
