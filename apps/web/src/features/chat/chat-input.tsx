import {
  CHAT_INPUT_MAX_HEIGHT_PX,
  CHAT_MESSAGE_MAX_LENGTH,
  type SenderType,
} from '@advance/contracts';
import { Send } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { inputClassName } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/cn';
import { canSend, chatKeyAction, fittedHeight } from './chat-input-rules';
import { useChatTexts } from './chat-texts';

/**
 * The message box under a conversation (spec parts 2 and 5): labelled, growing with its
 * text up to 100 px, Enter sends and Shift+Enter starts a new line; Send is disabled while
 * the text is blank or a message is on its way. The parent owns the text, so it decides
 * when to clear it (after the server answered, or at once for an optimistic send).
 */
export function ChatInput({
  label,
  value,
  onChange,
  onSend,
  sending,
  viewer = 'user',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with the text as typed (the sender trims it). */
  onSend: (draft: string) => void;
  sending: boolean;
  /** Issue 20: the customer's box speaks their language; staff's (`admin`) stays English. */
  viewer?: SenderType;
}) {
  const { t } = useChatTexts(viewer);
  const id = useId();
  const hintId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const ready = canSend(value, sending);

  // biome-ignore lint/correctness/useExhaustiveDependencies: measure again whenever the text changes.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    const { height, scrolls } = fittedHeight(element.scrollHeight, CHAT_INPUT_MAX_HEIGHT_PX);
    element.style.height = `${height}px`;
    element.style.overflowY = scrolls ? 'auto' : 'hidden';
  }, [value]);

  const submit = () => {
    if (ready) onSend(value);
  };

  return (
    <form
      noValidate
      className="space-y-1.5 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <p id={hintId} className="sr-only">
        {t('input.hint')}
      </p>
      <div className="flex items-end gap-2">
        <textarea
          ref={box}
          id={id}
          rows={1}
          value={value}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          aria-describedby={hintId}
          placeholder={t('input.placeholder')}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            const action = chatKeyAction({
              key: event.key,
              shiftKey: event.shiftKey,
              isComposing: event.nativeEvent.isComposing,
            });
            if (action !== 'send') return;
            // Enter never inserts a line here, also when there is nothing to send yet.
            event.preventDefault();
            submit();
          }}
          style={{ maxHeight: CHAT_INPUT_MAX_HEIGHT_PX }}
          className={cn(inputClassName, 'h-11 min-h-11 resize-none py-2.5 leading-normal')}
        />
        <Button type="submit" disabled={!ready} className="shrink-0">
          <Send aria-hidden="true" />
          {sending ? t('input.sending') : t('input.send')}
        </Button>
      </div>
    </form>
  );
}
