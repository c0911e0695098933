// @vitest-environment jsdom
import { mfaMessages, signInStepMessages } from '@advance/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecondFactorForm } from './second-factor-form';

afterEach(cleanup);

const codeBox = () => screen.getByLabelText(signInStepMessages.codeLabel);
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: signInStepMessages.verifyButton }));
  });
};

describe('SecondFactorForm', () => {
  it('is a one-time-code field for phones and password managers', () => {
    render(<SecondFactorForm onSubmit={vi.fn()} />);
    expect(codeBox().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeBox().getAttribute('inputmode')).toBe('numeric');
  });

  it('names a malformed code beside the field and in a summary that takes focus', async () => {
    const onSubmit = vi.fn();
    render(<SecondFactorForm onSubmit={onSubmit} />);
    fireEvent.change(codeBox(), { target: { value: '12' } });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain(mfaMessages.codeFormat);
    expect(document.activeElement).toBe(summary);
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the code and shows the server’s refusal the same way', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error(mfaMessages.invalidCode);
    });
    render(<SecondFactorForm onSubmit={onSubmit} />);
    fireEvent.change(codeBox(), { target: { value: '123 456' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ code: '123456' });
    expect(screen.getByRole('alert').textContent).toContain(mfaMessages.invalidCode);
  });

  it('switches to a recovery code on request', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<SecondFactorForm onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: signInStepMessages.useRecoveryCode }));
    const box = screen.getByLabelText(signInStepMessages.recoveryCodeLabel);
    expect(box.getAttribute('autocomplete')).toBe('off');
    fireEvent.change(box, { target: { value: 'abcde-fghij' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ recoveryCode: 'abcdefghij' });
  });
});
