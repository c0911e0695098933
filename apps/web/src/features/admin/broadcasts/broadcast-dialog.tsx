import {
  type BroadcastInput,
  broadcastInputSchema,
  messageCenterMessages,
  messagePriorities,
} from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogFor } from '../../../components/ui/dialog-for';
import { DialogForm } from '../../../components/ui/dialog-form';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { useTRPC } from '../../../lib/trpc';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { TitleAndContentFields } from '../title-and-content-fields';
import { type AudienceChoice, BroadcastAudienceField } from './broadcast-audience-field';
import { priorityStyle } from './priority-style';

type BroadcastValues = z.input<typeof broadcastInputSchema>;

const formFields = ['title', 'content', 'priority'] as const;

/**
 * Spec part 2, the Broadcast dialog: one message to every customer's Message Center. Title
 * and content are required (spec part 5), checked with the contracts schema the server uses.
 */
export function BroadcastDialog({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  return (
    <DialogFor item={open} onClose={onClose} className="max-w-xl">
      {() => (
        <BroadcastForm
          onDone={() => {
            onSent();
            onClose();
          }}
        />
      )}
    </DialogFor>
  );
}

function BroadcastForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm<BroadcastValues, unknown, BroadcastInput>({
    resolver: zodResolver(broadcastInputSchema),
    defaultValues: { title: '', content: '', priority: 'normal' },
  });
  const { errors } = form.formState;
  // Issue 19: outside the form values, so "All customers" ('') never meets the status enum.
  const [audience, setAudience] = useState<AudienceChoice>('');
  const submission = useMutationForm({
    form,
    mutation: trpc.admin.messages.broadcast.mutationOptions(),
    variables: (input: BroadcastInput) => ({
      ...input,
      ...(audience && { audience: { status: audience } }),
    }),
    fields: formFields,
    failure: {
      title: messageCenterMessages.broadcastFailedTitle,
      fallback: messageCenterMessages.broadcastFailed,
    },
    successToast: (input) => ({
      title: messageCenterMessages.broadcastSentTitle,
      description: `"${input.title}" is in every customer's Message Center.`,
    }),
    invalidates: [trpc.admin.messages.list.queryKey(), trpc.admin.logs.list.queryKey()],
    onSuccess: onDone,
  });

  return (
    <DialogForm
      {...submission}
      title="Broadcast Message"
      description={<>Every customer receives this message in their Message Center.</>}
      submitLabel="Send Broadcast"
      pendingLabel="Sending..."
    >
      <BroadcastAudienceField value={audience} onChange={setAudience} />
      <TitleAndContentFields
        title={form.register('title')}
        content={form.register('content')}
        errors={errors}
      />
      <FormField label="Priority" error={errors.priority?.message} className="sm:max-w-xs">
        {(control) => (
          <Select {...control} {...form.register('priority')}>
            {messagePriorities.map((priority) => (
              <option key={priority} value={priority}>
                {priorityStyle(priority).label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </DialogForm>
  );
}
