import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../widgets/PageCard';
import { Heading } from '../widgets/Text';

/** The card of the sign-in and password-reset screens under their h1; `texts` holds `pageTitle` and `title`. */
export function AuthCard({ texts, title, children }: { texts: string; title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageCard width={520} pageTitle={`${texts}.pageTitle`}>
      <Heading level={1} style={{ marginTop: 0, fontSize: 28 }}>
        {title ?? t(`${texts}.title`)}
      </Heading>
      {children}
    </PageCard>
  );
}
