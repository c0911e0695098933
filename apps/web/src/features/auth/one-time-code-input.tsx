import { type ComponentProps, forwardRef } from 'react';
import { Input } from '../../components/ui/input';

/**
 * A one-time code box: the phone keyboard shows digits, the browser or password manager
 * may offer the code (autocomplete="one-time-code"), and nothing is spell-checked. A
 * recovery code (letters and digits) uses the same box with `kind="recovery"`.
 */
export const OneTimeCodeInput = forwardRef<
  HTMLInputElement,
  ComponentProps<'input'> & { kind?: 'totp' | 'recovery' }
>(function OneTimeCodeInput({ kind = 'totp', className, ...props }, ref) {
  return (
    <Input
      ref={ref}
      type="text"
      autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
      inputMode={kind === 'totp' ? 'numeric' : 'text'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={kind === 'totp' ? 8 : 64}
      className={kind === 'totp' ? `font-mono tracking-[0.3em] ${className ?? ''}` : className}
      {...props}
    />
  );
});
