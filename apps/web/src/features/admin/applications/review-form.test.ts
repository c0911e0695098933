import { applicationMessages, decisionMessages, denialReasonCodes } from '@advance/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyReviewForm,
  reviewFormDefaults,
  reviewFormResolver,
  toReviewInput,
} from './review-form';

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

  it('refuses Withdrawn, which only the applicant sets', async () => {
    const result = await resolve({ status: 'Withdrawn' });
    expect(result.errors.status?.message).toBe(applicationMessages.decisionRequired);
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

describe('review form, issue 19', () => {
  const now = new Date('2026-11-20T12:00:00Z');

  it('needs 1-4 reasons for a denial, and words for Other', async () => {
    expect((await resolve({ status: 'Denied' })).errors.reasons?.message).toBe(
      decisionMessages.reasonsRequired,
    );
    const five = [...denialReasonCodes].slice(0, 5);
    expect((await resolve({ status: 'Denied', reasons: five })).errors.reasons?.message).toBe(
      decisionMessages.tooManyReasons,
    );
    expect(
      (await resolve({ status: 'Denied', reasons: ['other'] })).errors.otherReason?.message,
    ).toBe(decisionMessages.otherReasonRequired);
    const ok = await resolve({
      status: 'Denied',
      reasons: ['income_insufficient', 'other'],
      otherReason: 'No phone',
    });
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ reasons: ['income_insufficient', 'other'] });
  });

  it('sends reasons only with a denial and documents only with a request', () => {
    const values = {
      ...reviewFormDefaults({ documentsDueOn: null }, now),
      reasons: ['income_insufficient'],
    };
    expect(toReviewInput({ ...values, status: 'Approved' })).toMatchObject({
      reasons: null,
      otherReason: null,
      documentRequest: null,
    });
    expect(toReviewInput({ ...values, status: 'Denied' }).reasons).toEqual(['income_insufficient']);
    expect(
      toReviewInput({ ...values, status: 'Additional Documentation Requested' }).documentRequest,
    ).toEqual({ items: [{ category: '', description: '' }], dueDate: '2026-12-20' });
  });

  it('puts each document error under its field', async () => {
    const result = await resolve({
      ...reviewFormDefaults({ documentsDueOn: null }, now),
      status: 'Additional Documentation Requested',
    });
    const item = result.errors.documentRequest?.items?.[0];
    expect(item?.category?.message).toBe(decisionMessages.itemCategoryInvalid);
    expect(item?.description?.message).toBe(decisionMessages.itemDescriptionRequired);
  });

  it('offers today + 30 days and ticks "incomplete" once the documents are overdue', () => {
    expect(reviewFormDefaults({ documentsDueOn: null }, now)).toMatchObject({
      reasons: [],
      documentRequest: { dueDate: '2026-12-20' },
    });
    expect(reviewFormDefaults({ documentsDueOn: '2026-11-19' }, now).reasons).toEqual([
      'incomplete_application',
    ]);
    expect(reviewFormDefaults({ documentsDueOn: '2026-11-20' }, now).reasons).toEqual([]);
  });
});
