import { CHAT_MESSAGE_MAX_LENGTH, MESSAGE_TITLE_MAX_LENGTH } from '@advance/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';

/**
 * The title and text every staff message form starts with (Send Message, Broadcast,
 * announcements), with the contracts' length limits and each error tied to its field.
 */
export function TitleAndContentFields({
  title,
  content,
  errors,
  contentLabel = 'Message',
  rows = 5,
}: {
  title: UseFormRegisterReturn<'title'>;
  content: UseFormRegisterReturn<'content'>;
  errors: { title?: { message?: string }; content?: { message?: string } };
  contentLabel?: string;
  rows?: number;
}) {
  return (
    <>
      <FormField label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} maxLength={MESSAGE_TITLE_MAX_LENGTH} {...title} />}
      </FormField>
      <FormField label={contentLabel} error={errors.content?.message}>
        {(control) => (
          <Textarea {...control} rows={rows} maxLength={CHAT_MESSAGE_MAX_LENGTH} {...content} />
        )}
      </FormField>
    </>
  );
}
