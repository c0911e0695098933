// @vitest-environment jsdom
import { applicationMessages } from '@advance/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/app-texts';
import { setAppLocale } from '../../i18n/set-app-locale';
import { StatusBadge } from './status-badge';
import { StatusMessage } from './status-message';

afterEach(async () => {
  cleanup();
  await setAppLocale('en');
});

describe('StatusBadge and StatusMessage', () => {
  it('show the spec’s English texts', () => {
    render(
      <>
        <StatusBadge status="Additional Documentation Requested" localized />
        <StatusBadge status={null} />
        <StatusMessage status="Waiting approval" />
      </>,
    );
    expect(screen.getByText('Additional Documentation Requested')).toBeTruthy();
    expect(screen.getByText('Under Review')).toBeTruthy();
    expect(screen.getByText(applicationMessages.statusPending)).toBeTruthy();
  });

  it('in Spanish on a customer screen; staff screens keep the English status names', async () => {
    await setAppLocale('es');
    render(
      <>
        <StatusBadge status="Denied" localized />
        <StatusBadge status="Approved" />
        <StatusMessage status="Additional Documentation Requested" />
      </>,
    );
    expect(screen.getByText('No aprobada')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText(/^Necesitamos algunos documentos antes de decidir/)).toBeTruthy();
    expect(screen.getByText(/^Cada documento tiene su propio botón/)).toBeTruthy();
  });
});
