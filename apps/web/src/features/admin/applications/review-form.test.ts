import { applicationMessages } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import { emptyReviewForm, reviewFormResolver, toReviewInput } from './review-form';

const resolve = (values: Partial<typeof emptyReviewForm>) =>
  reviewFormResolver()({ ...emptyReviewForm, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('review form', () => {
  it('needs a decision', async () => {
    const result = await resolve({});
    expect(result.errors.status?.message).toBe(applicationMessages.decisionRequired);
  });

  it('accepts a decision in any letter case and drops an unticked message', async () => {
    const result = await resolve({
      status: 'approved',
      message: { title: 'ignored', content: '' },
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ status: 'Approved', reviewNotes: null, message: null });
  });

  it('needs a title and content once the message is ticked', async () => {
    const result = await resolve({ status: 'Denied', sendMessage: true });
    expect(result.errors.message?.title?.message).toBe(applicationMessages.messageTitleRequired);
    expect(result.errors.message?.content?.message).toBe(
      applicationMessages.messageContentRequired,
    );
  });

  it('keeps notes unless blank', () => {
    expect(toReviewInput({ ...emptyReviewForm, reviewNotes: '  ' }).reviewNotes).toBeNull();
    expect(toReviewInput({ ...emptyReviewForm, reviewNotes: 'ok' }).reviewNotes).toBe('ok');
  });
});
