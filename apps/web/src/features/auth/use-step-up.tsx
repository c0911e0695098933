import { type ReactNode, useCallback, useRef, useState } from 'react';
import { runWithStepUp } from './step-up';
import { StepUpDialog } from './step-up-dialog';

/**
 * Step-up for one screen (issue 17): `run(action)` performs the action and, when the server
 * asks for a fresh second factor, shows the dialog (render `dialog`), then retries once.
 * The same hook serves the role change, the attachment delete and the CSV export.
 */
export function useStepUp(): {
  run: <T>(action: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const answer = useRef<((verified: boolean) => void) | null>(null);

  const settle = useCallback((verified: boolean) => {
    answer.current?.(verified);
    answer.current = null;
    setOpen(false);
  }, []);

  const run = useCallback(
    <T,>(action: () => Promise<T>) =>
      runWithStepUp(action, {
        ask: () =>
          new Promise<boolean>((resolve) => {
            answer.current?.(false);
            answer.current = resolve;
            setOpen(true);
          }),
      }),
    [],
  );

  const dialog = (
    <StepUpDialog open={open} onVerified={() => settle(true)} onCancel={() => settle(false)} />
  );
  return { run, dialog };
}
