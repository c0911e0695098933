// @vitest-environment jsdom
import { recoveryCodeMessages } from '@advance/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecoveryCodesPanel, recoveryCodesText } from './recovery-codes-panel';

const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

afterEach(cleanup);

describe('RecoveryCodesPanel', () => {
  it('lists the ten codes and goes on only once they are said to be saved', () => {
    const onDone = vi.fn();
    render(<RecoveryCodesPanel codes={codes} onDone={onDone} />);
    const list = screen.getByRole('list', { name: recoveryCodeMessages.listLabel });
    expect(list.querySelectorAll('li')).toHaveLength(10);

    fireEvent.click(screen.getByRole('button', { name: recoveryCodeMessages.continue }));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain(recoveryCodeMessages.savedRequired);
    const box = screen.getByLabelText(recoveryCodeMessages.savedCheckbox);
    expect(box.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: recoveryCodeMessages.continue }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('writes a file that explains itself', () => {
    expect(recoveryCodesText(['a', 'b'])).toBe(`${recoveryCodeMessages.fileHeading}\n\na\nb\n`);
  });
});
