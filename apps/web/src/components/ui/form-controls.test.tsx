// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';
import { PasswordInput } from './password-input';

afterEach(cleanup);

describe('FormField', () => {
  it('labels the control and ties the error to it', () => {
    render(
      <FormField label="Email" error="Please enter a valid email address">
        {(control) => <Input {...control} type="email" />}
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Please enter a valid email address',
    );
  });

  it('is valid and undescribed without an error', () => {
    render(<FormField label="Email">{(control) => <Input {...control} />}</FormField>);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('PasswordInput', () => {
  it('toggles visibility with a named button', () => {
    render(
      <FormField label="New Password">
        {(control) => <PasswordInput {...control} toggleNoun="new password" />}
      </FormField>,
    );
    const input = screen.getByLabelText('New Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
