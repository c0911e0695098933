// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';
import { FormField } from './form-field';
import { Input } from './input';

afterEach(cleanup);

function Form({ attempt, general }: { attempt: number; general?: boolean }) {
  return (
    <form>
      <ErrorSummary
        title="There is a problem"
        attempt={attempt}
        errors={
          general
            ? [{ message: 'Too many attempts.' }]
            : [{ fieldId: 'the-email', message: 'Enter your email address' }]
        }
      />
      <FormField label="Email" id="the-email" error="Enter your email address">
        {(control) => <Input {...control} />}
      </FormField>
      <FormField label="Password" id="the-password" invalid describedBy="the-email-error">
        {(control) => <Input {...control} />}
      </FormField>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('takes focus on every failed attempt, and its link focuses the field', () => {
    const { rerender } = render(<Form attempt={1} />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    fireEvent.click(screen.getByRole('link', { name: 'Enter your email address' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    rerender(<Form attempt={2} />);
    expect(document.activeElement).toBe(summary);
  });

  it('shows a problem no field can fix as text, not as a link', () => {
    render(<Form attempt={1} general />);
    expect(screen.getByRole('alert').textContent).toContain('Too many attempts.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('lets a field be invalid through a message shown under another field', () => {
    render(<Form attempt={1} />);
    const password = screen.getByLabelText('Password');
    expect(password.id).toBe('the-password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Enter your email address');
  });
});
