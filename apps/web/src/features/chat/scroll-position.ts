/** Within this distance of the bottom the reader counts as following the conversation. */
const FOLLOW_SLACK_PX = 48;

/** Whether a scroll box shows (about) its end, so new messages should scroll into view. */
export function isAtBottom({
  scrollTop,
  clientHeight,
  scrollHeight,
}: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>): boolean {
  return scrollHeight - scrollTop - clientHeight <= FOLLOW_SLACK_PX;
}
