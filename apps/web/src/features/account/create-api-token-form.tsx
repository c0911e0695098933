import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_NAME_MAX_LENGTH,
  type ApiTokenScope,
  apiTokenMessages,
  apiTokenScopeLabels,
  apiTokenScopes,
  type CreatedApiToken,
  createApiTokenInputSchema,
  signInStepMessages,
} from '@advance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { ErrorSummary, type SummaryError } from '../../components/ui/error-summary';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { fieldErrorsOf } from '../../lib/errors';
import { failureToast } from '../../lib/failure-toast';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { useStepUp } from '../auth/use-step-up';

type Field = 'name' | 'scopes' | 'expiresInDays';
type FieldErrors = Partial<Record<Field, string>>;
const fields: readonly Field[] = ['name', 'scopes', 'expiresInDays'];

const DEFAULT_EXPIRY_DAYS = 30;

/** The first message for each field, from a zod failure or a server's 400. */
const byField = (entries: Iterable<[string, string]>): FieldErrors => {
  const errors: FieldErrors = {};
  for (const [field, message] of entries) {
    const key = fields.find((f) => f === field);
    if (key && !errors[key]) errors[key] = message;
  }
  return errors;
};

/**
 * Create an API token (issue 21): a name, one or more scopes (a fieldset of checkboxes,
 * each with its plain-words meaning) and an expiry. Errors are listed in a focused summary
 * and beside their fields. Creation needs a fresh second factor: the step-up dialog asks
 * when the server says, then the request is sent again. `onCreated` gets the only copy of
 * the token the browser will ever see.
 */
export function CreateApiTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.auth.tokens.create.mutationOptions());
  const stepUp = useStepUp();
  const id = useId();
  const ids = { name: `${id}-name`, scopes: `${id}-scope-0`, expiresInDays: `${id}-expiry` };
  const scopesErrorId = `${id}-scopes-error`;
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>([]);
  const [expiresInDays, setExpiresInDays] = useState<number>(DEFAULT_EXPIRY_DAYS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  // Set at the click itself: a double click lands before React re-renders with isPending.
  const sending = useRef(false);

  const fail = (next: FieldErrors) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  };

  const toggle = (scope: ApiTokenScope, checked: boolean) =>
    setScopes((current) =>
      checked ? [...current, scope] : current.filter((chosen) => chosen !== scope),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const parsed = createApiTokenInputSchema.safeParse({ name, scopes, expiresInDays });
    if (!parsed.success) {
      fail(byField(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    sending.current = true;
    try {
      const created = await stepUp.run(() => create.mutateAsync(parsed.data));
      toast({ title: apiTokenMessages.createdTitle, description: created.name });
      setName('');
      setScopes([]);
      setExpiresInDays(DEFAULT_EXPIRY_DAYS);
      void queryClient.invalidateQueries({ queryKey: trpc.auth.tokens.list.queryKey() });
      onCreated(created);
    } catch (error) {
      const named = byField(Object.entries(fieldErrorsOf(error)));
      if (Object.keys(named).length > 0) fail(named);
      else
        failureToast(apiTokenMessages.createFailedTitle, apiTokenMessages.createFailedTitle)(error);
    } finally {
      sending.current = false;
    }
  };

  const summary: SummaryError[] = fields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: ids[field], message }] : [];
  });
  const busy = create.isPending;

  // The step-up dialog is a sibling, not a child: its own form's submit would bubble
  // (through the portal, in React's tree) into this one.
  return (
    <>
      <form method="post" noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <ErrorSummary
          title={signInStepMessages.errorSummaryTitle}
          errors={summary}
          attempt={attempt}
        />
        <FormField
          id={ids.name}
          label={apiTokenMessages.nameLabel}
          hint={apiTokenMessages.nameHint}
          error={errors.name}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={API_TOKEN_NAME_MAX_LENGTH}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <fieldset
          className="space-y-3 rounded-xl border border-slate-200 p-4"
          aria-describedby={errors.scopes ? scopesErrorId : undefined}
          aria-invalid={Boolean(errors.scopes)}
        >
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {apiTokenMessages.scopesLabel}
          </legend>
          {apiTokenScopes.map((scope, index) => (
            <Checkbox
              key={scope}
              id={`${id}-scope-${index}`}
              name="scopes"
              value={scope}
              label={<code className="font-mono">{scope}</code>}
              hint={apiTokenScopeLabels[scope]}
              checked={scopes.includes(scope)}
              onChange={(e) => toggle(scope, e.target.checked)}
            />
          ))}
          {errors.scopes ? (
            <p id={scopesErrorId} className="text-sm font-medium text-red-700">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>
        <FormField
          id={ids.expiresInDays}
          label={apiTokenMessages.expiryLabel}
          error={errors.expiresInDays}
          className="max-w-xs"
        >
          {(control) => (
            <Select
              {...control}
              value={String(expiresInDays)}
              onChange={(e) => setExpiresInDays(Number(e.target.value))}
            >
              {API_TOKEN_EXPIRY_CHOICES.map((days) => (
                <option key={days} value={days}>
                  {apiTokenMessages.expiryChoice(days)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Button
          type="submit"
          aria-disabled={busy || undefined}
          className="aria-disabled:opacity-60"
        >
          <KeyRound aria-hidden="true" />
          {busy ? apiTokenMessages.creating : apiTokenMessages.createButton}
        </Button>
      </form>
      {stepUp.dialog}
    </>
  );
}
