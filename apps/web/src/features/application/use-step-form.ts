import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * One wizard step's form: validated by its contracts schema, started from the draft, and
 * showing the server's messages for its fields (when a submit bounced back to this step),
 * with focus on the first of them.
 */
export function useStepForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  serverErrors: Record<string, string>,
  /**
   * Issue 20: told every edit, so the wizard's draft (kept for a refresh or the browser's
   * Back button) holds what is typed, not only what was confirmed with Next.
   */
  onTyped?: (values: z.input<S>) => void,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
  });

  // Only on arrival: the messages describe what the server saw, not later edits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied once, when the step mounts.
  useEffect(() => {
    let first = true;
    for (const [field, message] of Object.entries(serverErrors)) {
      form.setError(field as Path<z.input<S>>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  }, []);

  const typedRef = useRef(onTyped);
  typedRef.current = onTyped;
  useEffect(() => {
    const subscription = form.watch((values) => typedRef.current?.(values as z.input<S>));
    return () => subscription.unsubscribe();
  }, [form]);

  return form;
}
