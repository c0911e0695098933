import { Link } from '@tanstack/react-router';
import { Info, LayoutDashboard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';

/**
 * In place of the wizard when the signed-in applicant has an advance that is not repaid:
 * one open advance at a time (the server refuses the submission too). Focus moves to the
 * heading, so a screen reader hears why the form is not there.
 */
export function OpenAdvanceNotice() {
  const { t } = useTranslation('dashboard');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Card className="mt-8">
      <CardContent className="flex flex-col items-start gap-4 p-6 sm:p-8">
        <div className="flex items-start gap-3">
          <Info aria-hidden="true" className="mt-1 size-6 shrink-0 text-blue-700" />
          <div className="space-y-2">
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-bold text-slate-900 focus:outline-none"
            >
              {t('openAdvance.title')}
            </h2>
            <p className="text-base text-slate-700">{t('openAdvance.text')}</p>
          </div>
        </div>
        <Button asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            {t('openAdvance.link')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
