import {
  type DocumentRequestItemInput,
  documentRequestItemInputSchema,
  formatAttachmentCategory,
  staffAttachmentCategories,
  staffDocumentRequestTexts as texts,
} from '@advance/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useTRPC } from '../../../lib/trpc';
import { useMutationForm } from '../../../lib/use-mutation-form';
import { useChecklistRefresh } from './use-checklist-refresh';

const formFields = ['category', 'description'] as const;
const empty: DocumentRequestItemInput = { category: 'other', description: '' };

/**
 * Issue 19: staff add one more document to the open request; it keeps the request's due
 * date. The contracts schema checks the fields here and again on the server.
 */
export function AddDocumentItemForm({ applicationId }: { applicationId: string }) {
  const trpc = useTRPC();
  const refresh = useChecklistRefresh(applicationId);
  const form = useForm<DocumentRequestItemInput>({
    resolver: zodResolver(documentRequestItemInputSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const submission = useMutationForm({
    form,
    mutation: trpc.admin.documentRequests.addItem.mutationOptions(),
    variables: (input: DocumentRequestItemInput) => ({ ...input, applicationId }),
    fields: formFields,
    failure: { title: texts.addFailed, fallback: texts.addFailed },
    successToast: (input) => ({ title: texts.added, description: input.description }),
    onSuccess: (request) => {
      refresh(request);
      form.reset(empty);
    },
  });

  return (
    <form noValidate onSubmit={submission.onSubmit}>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-base font-semibold text-slate-900">{texts.addLegend}</legend>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <FormField label={texts.categoryLabel} error={errors.category?.message}>
            {(control) => (
              <Select {...control} {...form.register('category')}>
                {staffAttachmentCategories.map((value) => (
                  <option key={value} value={value}>
                    {formatAttachmentCategory(value)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            label={texts.descriptionLabel}
            hint={texts.descriptionHint}
            error={errors.description?.message}
          >
            {(control) => <Input {...control} maxLength={200} {...form.register('description')} />}
          </FormField>
        </div>
        <SubmitButton pending={submission.pending} pendingLabel="Adding…" variant="secondary">
          {texts.addButton}
        </SubmitButton>
      </fieldset>
    </form>
  );
}
