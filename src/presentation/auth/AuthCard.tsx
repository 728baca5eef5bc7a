import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The card the sign-in and password-reset screens stand in, under their one h1. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: 520 }}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
