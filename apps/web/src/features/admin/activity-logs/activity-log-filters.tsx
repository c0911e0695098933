import { activityLogMessages } from '@advance/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useTRPC } from '../../../lib/trpc';
import { actionLabel } from './activity-labels';
import {
  type ActivityFilterField,
  type ActivityFilterValues,
  emptyActivityFilters,
  toActivityQuery,
} from './activity-log-query';

type Query = Extract<ReturnType<typeof toActivityQuery>, { ok: true }>['query'];

/**
 * The Activity Logs filters: a plain form (Enter applies), each error under its field and
 * announced with it; `serverErrors` are the API's own per-field messages.
 */
export function ActivityLogFilters({
  onApply,
  serverErrors,
}: {
  onApply: (query: Query) => void;
  serverErrors: Partial<Record<ActivityFilterField, string>>;
}) {
  const trpc = useTRPC();
  const [values, setValues] = useState<ActivityFilterValues>(emptyActivityFilters);
  const [errors, setErrors] = useState<Partial<Record<ActivityFilterField, string>>>({});
  const actions = useQuery(
    trpc.admin.logs.actions.queryOptions(undefined, {
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
  const shown = { ...serverErrors, ...errors };

  const set = (field: ActivityFilterField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toActivityQuery(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply(result.query);
  };

  const clear = () => {
    setValues(emptyActivityFilters);
    setErrors({});
    onApply({});
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Filter activity"
      className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FormField label={activityLogMessages.actionLabel} error={shown.action}>
        {(control) => (
          <Select
            {...control}
            name="action"
            value={values.action}
            onChange={(event) => set('action')(event.target.value)}
          >
            <option value="">{activityLogMessages.allActions}</option>
            {(actions.data ?? []).map((action) => (
              <option key={action} value={action}>
                {actionLabel(action)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        label={activityLogMessages.actorLabel}
        hint={activityLogMessages.actorHint}
        error={shown.actor}
      >
        {(control) => (
          <Input
            {...control}
            name="actor"
            type="search"
            autoComplete="off"
            value={values.actor}
            onChange={(event) => set('actor')(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={activityLogMessages.fromLabel} error={shown.from}>
        {(control) => (
          <Input
            {...control}
            name="from"
            type="date"
            value={values.from}
            onChange={(event) => set('from')(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={activityLogMessages.toLabel} error={shown.to}>
        {(control) => (
          <Input
            {...control}
            name="to"
            type="date"
            value={values.to}
            onChange={(event) => set('to')(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit" size="sm">
          {activityLogMessages.apply}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={clear}>
          {activityLogMessages.clear}
        </Button>
      </div>
    </form>
  );
}
