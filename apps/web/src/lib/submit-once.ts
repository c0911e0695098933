import type { FormEvent } from 'react';

/**
 * A form's submit handler that does nothing while a send is `pending`. Forms keep their
 * button focusable while sending (aria-disabled, not disabled) so keyboard focus is not lost
 * to the page; this is what makes a second submit meanwhile harmless.
 */
export const submitOnce =
  (pending: boolean, onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>) =>
  (event: FormEvent<HTMLFormElement>) => {
    if (pending) event.preventDefault();
    else void onSubmit(event);
  };
