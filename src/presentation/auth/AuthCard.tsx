import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shell/usePageTitle';

/** The card of the sign-in and password-reset screens under their h1; `texts` holds `pageTitle` and `title`. */
export function AuthCard({ texts, title, children }: { texts: string; title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(`${texts}.pageTitle`);
  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: 520 }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
          {title ?? t(`${texts}.title`)}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
