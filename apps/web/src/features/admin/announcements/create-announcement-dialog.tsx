import {
  announcementMessages,
  announcementTypes,
  type CreateAnnouncementInput,
} from '@advance/contracts';
import { useForm } from 'react-hook-form';
import { DialogFor } from '../../../components/ui/dialog-for';
import { DialogForm } from '../../../components/ui/dialog-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useTRPC } from '../../../lib/trpc';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { announcementTypeStyle } from '../../announcements/announcement-type-style';
import { TitleAndContentFields } from '../title-and-content-fields';
import {
  type AnnouncementFormValues,
  announcementFormResolver,
  emptyAnnouncementForm,
  todayInputValue,
} from './announcement-form';

const formFields = ['title', 'content', 'type', 'expiresAt'] as const;

/** Spec part 2, Create System Announcement: open while `open`; any way of closing calls onClose. */
export function CreateAnnouncementDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  return (
    <DialogFor item={open} onClose={onClose} className="max-w-xl">
      {() => (
        <AnnouncementForm
          onDone={() => {
            onCreated();
            onClose();
          }}
        />
      )}
    </DialogFor>
  );
}

function AnnouncementForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm<AnnouncementFormValues, unknown, CreateAnnouncementInput>({
    resolver: announcementFormResolver(),
    defaultValues: emptyAnnouncementForm,
  });
  const { errors } = form.formState;
  const submission = useMutationForm({
    form,
    mutation: trpc.admin.announcements.create.mutationOptions(),
    variables: (input: CreateAnnouncementInput) => input,
    fields: formFields,
    failure: {
      title: announcementMessages.creationFailedTitle,
      fallback: announcementMessages.creationFailed,
    },
    successToast: (input) => ({
      title: announcementMessages.createdTitle,
      description: `"${input.title}" is now shown to customers.`,
    }),
    invalidates: [trpc.admin.announcements.list.queryKey(), trpc.admin.logs.list.queryKey()],
    onSuccess: onDone,
  });

  return (
    <DialogForm
      {...submission}
      title="Create System Announcement"
      description={
        <>Signed-in customers see it as a banner until it expires or you switch it off.</>
      }
      submitLabel="Create Announcement"
      pendingLabel="Creating..."
    >
      <TitleAndContentFields
        title={form.register('title')}
        content={form.register('content')}
        errors={errors}
        contentLabel="Content"
        rows={4}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Type" error={errors.type?.message}>
          {(control) => (
            <Select {...control} {...form.register('type')}>
              {announcementTypes.map((type) => (
                <option key={type} value={type}>
                  {announcementTypeStyle(type).label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label="Expiry Date (optional)"
          hint="Shown through the end of that day. Leave empty to keep it until switched off."
          error={errors.expiresAt?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              min={todayInputValue()}
              {...form.register('expiresAt')}
            />
          )}
        </FormField>
      </div>
    </DialogForm>
  );
}
