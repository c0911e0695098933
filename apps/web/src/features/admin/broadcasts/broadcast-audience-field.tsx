import {
  type ApplicationStatus,
  applicationStatuses,
  broadcastAudienceTexts,
} from '@advance/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { useTRPC } from '../../../lib/trpc';

/** '' is every customer; a status is the applicants whose latest application has it. */
export type AudienceChoice = ApplicationStatus | '';

/** The count as the form shows it: how many people, or that nobody matches yet. */
export const audienceCountText = (count: number): string =>
  count === 0 ? broadcastAudienceTexts.none : broadcastAudienceTexts.count(count);

/**
 * Issue 19: who a broadcast goes to, and how many people that is right now, shown before
 * sending and counted again whenever the choice changes. The count is the select's hint
 * (aria-describedby) and a polite live region, so a screen reader hears the new number.
 */
export function BroadcastAudienceField({
  value,
  onChange,
}: {
  value: AudienceChoice;
  onChange: (value: AudienceChoice) => void;
}) {
  const trpc = useTRPC();
  const count = useQuery(
    trpc.admin.broadcastAudienceCount.queryOptions(value ? { status: value } : {}, {
      placeholderData: keepPreviousData,
    }),
  );
  const hint = (
    <span role="status" aria-live="polite">
      {count.data ? audienceCountText(count.data.count) : ' '}
    </span>
  );

  return (
    <FormField label={broadcastAudienceTexts.label} hint={hint} className="sm:max-w-md">
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value as AudienceChoice)}
        >
          <option value="">{broadcastAudienceTexts.all}</option>
          {applicationStatuses.map((status) => (
            <option key={status} value={status}>
              {broadcastAudienceTexts.byStatus(status)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
