import {
  announcementMessages,
  announcementTypes,
  type CreateAnnouncementInput,
} from '@advance/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFor } from '../../../components/ui/dialog-for';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { failureToast } from '../../../lib/failure-toast';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { submitOnce } from '../../../lib/submit-once';
import { toast } from '../../../lib/toast-store';
import { trpc } from '../../../lib/trpc';
import { announcementTypeStyle } from '../../announcements/announcement-type-style';
import { TitleAndContentFields } from '../title-and-content-fields';
import {
  type AnnouncementFormValues,
  announcementFormResolver,
  emptyAnnouncementForm,
  todayInputValue,
} from './announcement-form';

const formFields = ['title', 'content', 'type', 'expiresAt'] as const;

const toastCreationFailed = failureToast(
  announcementMessages.creationFailedTitle,
  announcementMessages.creationFailed,
);

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
  const utils = trpc.useUtils();
  const create = trpc.admin.announcements.create.useMutation();
  const form = useForm<AnnouncementFormValues, unknown, CreateAnnouncementInput>({
    resolver: announcementFormResolver(),
    defaultValues: emptyAnnouncementForm,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
    } catch (error) {
      if (applyServerFieldErrors(form, error, formFields)) return;
      toastCreationFailed(error);
      return;
    }
    toast({
      title: announcementMessages.createdTitle,
      description: `"${input.title}" is now shown to customers.`,
    });
    void Promise.all([
      utils.admin.announcements.list.invalidate(),
      utils.admin.logs.list.invalidate(),
    ]);
    onDone();
  });

  const pending = create.isPending || form.formState.isSubmitting;
  const submit = submitOnce(pending, onSubmit);

  return (
    <form noValidate onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Create System Announcement</DialogTitle>
        <DialogDescription>
          Signed-in customers see it as a banner until it expires or you switch it off.
        </DialogDescription>
      </DialogHeader>

      <div className="space-y-5">
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
      </div>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          aria-disabled={pending || undefined}
          className="aria-disabled:opacity-60"
        >
          {pending ? 'Creating...' : 'Create Announcement'}
        </Button>
      </DialogFooter>
    </form>
  );
}
