import {
  ATTACHMENT_DESCRIPTION_MAX_LENGTH,
  attachmentMessages,
  formatAttachmentCategory,
  staffAttachmentCategories,
} from '@advance/contracts';
import { useId, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { fieldErrorsOf } from '../../../lib/errors';
import type { StaffAttachmentCategory } from '../../documents/attach-input';
import { FilePicker } from '../../documents/file-picker';
import { UploadStatus } from '../../documents/upload-status';
import { useFileUpload } from '../../documents/use-file-upload';

const DEFAULT_CATEGORY: StaffAttachmentCategory = 'other';

const isStaffCategory = (value: string): value is StaffAttachmentCategory =>
  (staffAttachmentCategories as readonly string[]).includes(value);

/**
 * Staff upload a document for the applicant (spec parts 2 and 7): category and an optional
 * description first, then the file; choosing the file starts the upload, like the
 * customer's button. Staff uploads are visible to the applicant, as the spec sends them.
 */
export function StaffUploadForm({ applicationId }: { applicationId: string }) {
  const hintId = useId();
  const [category, setCategory] = useState<StaffAttachmentCategory>(DEFAULT_CATEGORY);
  const [description, setDescription] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { state, upload, uploading } = useFileUpload({ applicationId, audience: 'staff' });

  const onFile = async (file: File) => {
    setFieldErrors({});
    const result = await upload(file, { category, description });
    if (result.ok) {
      setCategory(DEFAULT_CATEGORY);
      setDescription('');
      return;
    }
    // The save step may name a field (a category or description the server refused).
    if (result.failure.kind === 'attach_failed') {
      setFieldErrors(fieldErrorsOf(result.failure.error));
    }
  };

  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Upload a Document</legend>
      <FormField label="Category" error={fieldErrors.category} className="sm:max-w-xs">
        {(control) => (
          <Select
            {...control}
            value={category}
            disabled={uploading}
            onChange={(event) => {
              if (isStaffCategory(event.target.value)) setCategory(event.target.value);
            }}
          >
            {staffAttachmentCategories.map((value) => (
              <option key={value} value={value}>
                {formatAttachmentCategory(value)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label="Description (optional)"
        hint={`Up to ${ATTACHMENT_DESCRIPTION_MAX_LENGTH} characters.`}
        error={fieldErrors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={ATTACHMENT_DESCRIPTION_MAX_LENGTH}
            value={description}
            disabled={uploading}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      <div className="space-y-2">
        <FilePicker
          label="Upload Document"
          disabled={uploading}
          describedBy={hintId}
          onFile={(file) => void onFile(file)}
        />
        <p id={hintId} className="text-sm text-slate-600">
          {attachmentMessages.fileLimitsHint} {attachmentMessages.staffUploadHint}
        </p>
        <UploadStatus state={state} />
      </div>
    </fieldset>
  );
}
