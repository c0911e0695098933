// @vitest-environment jsdom
import { chatMessages } from '@advance/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatInput } from './chat-input';

afterEach(cleanup);

function Harness({
  onSend,
  sending = false,
}: {
  onSend: (draft: string) => void;
  sending?: boolean;
}) {
  const [value, setValue] = useState('');
  return (
    <ChatInput
      label={chatMessages.inputLabel}
      value={value}
      onChange={setValue}
      onSend={onSend}
      sending={sending}
    />
  );
}

const box = () => screen.getByLabelText(chatMessages.inputLabel) as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: /send/i }) as HTMLButtonElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const press = (init: KeyboardEventInit) => fireEvent.keyDown(box(), { key: 'Enter', ...init });

describe('ChatInput', () => {
  it('is a labelled text box that explains its keys', () => {
    render(<Harness onSend={vi.fn()} />);
    expect(box().tagName).toBe('TEXTAREA');
    const hint = document.getElementById(box().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Press Enter to send, Shift+Enter for a new line.');
    expect(box().style.maxHeight).toBe('100px');
  });

  it('sends on Enter, and not on Shift+Enter', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    type('Line one');
    expect(press({ shiftKey: true })).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
    expect(press({})).toBe(false);
    expect(onSend).toHaveBeenCalledWith('Line one');
  });

  it('ignores Enter while an input method is composing', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    type('こんにちは');
    press({ isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('disables Send for blank text, and Enter then adds no line either', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    expect(sendButton().disabled).toBe(true);
    type('   \n ');
    expect(sendButton().disabled).toBe(true);
    expect(press({})).toBe(false);
    expect(onSend).not.toHaveBeenCalled();
    type('Hi');
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledWith('Hi');
  });

  it('sends nothing while a message is on its way', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} sending />);
    type('Another one');
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().textContent).toBe('Sending…');
    press({});
    expect(onSend).not.toHaveBeenCalled();
  });
});
