import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shell/usePageTitle';

/**
 * The card the sign-in and password-reset screens stand in, under their one h1: `texts` holds the
 * page's `pageTitle` and, unless `title` says otherwise, its `title`.
 */
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
