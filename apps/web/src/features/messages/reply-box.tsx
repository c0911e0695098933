import { CHAT_MESSAGE_MAX_LENGTH } from '@advance/contracts';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ButtonProps } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { Textarea } from '../../components/ui/textarea';
import type { ReplyFormState } from './use-reply-form';

/** The staff screens' words (they stay English; the customer's form passes its own). */
const englishTexts = {
  send: 'Send Reply',
  sending: 'Sending...',
  error: (message: string) => message,
};

/** The reply form's look, customer or staff: the text box, then anything `aside` and Send Reply. */
export function ReplyBox({
  reply: { form, onSubmit, pending },
  label,
  rows,
  size,
  aside,
  texts = englishTexts,
}: {
  reply: ReplyFormState;
  label: string;
  rows: number;
  size?: ButtonProps['size'];
  /** Left of the button, e.g. Attach File. */
  aside?: ReactNode;
  /** Issue 20: the button's words and the field's error in the customer's language. */
  texts?: { send: string; sending: string; error: (message: string) => string };
}) {
  const error = form.formState.errors.content?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <FormField label={label} error={error === undefined ? undefined : texts.error(error)}>
        {(control) => (
          <Textarea
            {...control}
            rows={rows}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            {...form.register('content')}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {aside}
        <SubmitButton
          pending={pending}
          pendingLabel={texts.sending}
          icon={<Send aria-hidden="true" />}
          size={size}
          className="ml-auto"
        >
          {texts.send}
        </SubmitButton>
      </div>
    </form>
  );
}
