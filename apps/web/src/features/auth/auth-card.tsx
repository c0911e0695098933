import { type ReactNode, useEffect, useRef } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { PageContainer } from '../page/page-container';

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /**
   * Moves focus to the heading when the card replaces another one on the same page
   * (form → "Check Your Email"), so screen readers announce the new state.
   */
  focusHeading?: boolean;
  children: ReactNode;
}

/** The narrow centred card shared by sign-in and the password screens. */
export function AuthCard({
  title,
  description,
  icon,
  focusHeading = false,
  children,
}: AuthCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <div className="bg-gradient-to-b from-blue-50/60 to-white">
      <PageContainer className="flex justify-center py-12 sm:py-16">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            {icon ? (
              <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-blue-50 text-blue-700">
                {icon}
              </span>
            ) : null}
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
            >
              {title}
            </h1>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </PageContainer>
    </div>
  );
}
