import { PageContainer } from '../page/page-container';
import { HelpLink } from './help-link';
import { LanguageSwitch } from './language-switch';

/** The thin bar atop the header: Help and the language switch, on every page (issue 20). */
export function UtilityBar() {
  return (
    <div className="border-b border-slate-100 bg-slate-50">
      <PageContainer className="flex min-h-9 items-center justify-end gap-3">
        <HelpLink />
        <LanguageSwitch />
      </PageContainer>
    </div>
  );
}
