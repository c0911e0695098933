import { CHAT_MESSAGE_MAX_LENGTH } from '@advance/contracts';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ButtonProps } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { Textarea } from '../../components/ui/textarea';
import type { ReplyFormState } from './use-reply-form';

/** The reply form's look, customer or staff: the text box, then anything `aside` and Send Reply. */
export function ReplyBox({
  reply: { form, onSubmit, pending },
  label,
  rows,
  size,
  aside,
}: {
  reply: ReplyFormState;
  label: string;
  rows: number;
  size?: ButtonProps['size'];
  /** Left of the button, e.g. Attach File. */
  aside?: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <FormField label={label} error={form.formState.errors.content?.message}>
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
          pendingLabel="Sending..."
          icon={<Send aria-hidden="true" />}
          size={size}
          className="ml-auto"
        >
          Send Reply
        </SubmitButton>
      </div>
    </form>
  );
}
