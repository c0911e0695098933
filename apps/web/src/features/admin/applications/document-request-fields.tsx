import {
  decisionMessages,
  formatAttachmentCategory,
  MAX_DOCUMENT_REQUEST_ITEMS,
  type ReviewApplicationInput,
  staffAttachmentCategories,
} from '@advance/contracts';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { emptyDocumentItem, type ReviewFormValues } from './review-form';

/**
 * Issue 19: the documents asked for with Additional Documentation Requested — each a category
 * and what exactly is needed (at least one, at most ten) — and the due date.
 */
export function DocumentRequestFields({
  form,
  keepsChecklist = false,
}: {
  form: UseFormReturn<ReviewFormValues, unknown, ReviewApplicationInput>;
  /** Already in ADR and staying there: the list is optional (empty keeps the checklist). */
  keepsChecklist?: boolean;
}) {
  const id = useId();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'documentRequest.items',
  });
  const errors = form.formState.errors.documentRequest;
  const listError = errors?.items?.message ?? errors?.items?.root?.message;
  return (
    <fieldset
      className="space-y-4 rounded-xl border border-slate-200 p-4"
      aria-describedby={
        [keepsChecklist ? `${id}-keep` : '', listError ? `${id}-error` : '']
          .filter(Boolean)
          .join(' ') || undefined
      }
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">Documents to request</legend>
      {keepsChecklist ? (
        <p id={`${id}-keep`} className="text-sm text-slate-600">
          {decisionMessages.keepChecklistHint}
        </p>
      ) : null}
      {fields.map((field, index) => (
        <fieldset key={field.id} className="space-y-3 border-b border-slate-100 pb-4">
          <legend className="text-sm font-medium text-slate-700">Document {index + 1}</legend>
          <FormField label="Category" error={errors?.items?.[index]?.category?.message}>
            {(control) => (
              <Select {...control} {...form.register(`documentRequest.items.${index}.category`)}>
                <option value="">Select a category</option>
                {staffAttachmentCategories.map((category) => (
                  <option key={category} value={category}>
                    {formatAttachmentCategory(category)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField
            label="What exactly is needed"
            error={errors?.items?.[index]?.description?.message}
          >
            {(control) => (
              <Input
                {...control}
                maxLength={200}
                {...form.register(`documentRequest.items.${index}.description`)}
              />
            )}
          </FormField>
          <Button
            variant="secondary"
            size="sm"
            disabled={fields.length === 1}
            aria-label={`Remove document ${index + 1}`}
            onClick={() => remove(index)}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      {listError ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={fields.length >= MAX_DOCUMENT_REQUEST_ITEMS}
        onClick={() => append({ ...emptyDocumentItem })}
      >
        Add a document
      </Button>
      <FormField
        label="Due date"
        hint="The applicant is asked to upload everything by this date."
        error={errors?.dueDate?.message}
      >
        {(control) => (
          <Input {...control} type="date" {...form.register('documentRequest.dueDate')} />
        )}
      </FormField>
    </fieldset>
  );
}
