import { Flex, Result, Spin, Typography, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decorativeResultIcon } from '../../shell/decorativeIcons';
import { ExternalLink } from '../../shell/ExternalLink';
import { HELP_CENTRE_URL } from '../../shell/externalLinks';
import { ButtonLink } from '../../widgets/ButtonLink';
import { usePageTitle } from '../../shell/usePageTitle';

/** The frame of every order result page: its texts are `orderResult.<page>.pageTitle` and `.title` (unless told). */
export function OrderResultLayout({
  page,
  status = 'info',
  busy = false,
  title,
  children,
  actions,
}: {
  page: 'success' | 'pending' | 'error' | 'cancel' | 'infoKyc' | 'investigation';
  status?: NonNullable<ResultProps['status']>;
  busy?: boolean;
  /** The heading's key below `orderResult`. */
  title?: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(`orderResult.${page}.pageTitle`);
  return (
    <section aria-labelledby="order-result-title" style={{ maxWidth: 640, marginInline: 'auto' }}>
      <Result
        status={status}
        icon={
          busy ? (
            // Decorative, the texts say what is awaited; antd's Spin is a div, which may not carry an aria-label (axe).
            <span aria-hidden="true">
              <Spin size="large" />
            </span>
          ) : (
            decorativeResultIcon(status)
          )
        }
        title={
          <Typography.Title level={1} id="order-result-title" style={{ fontSize: 28, marginBlock: 0 }}>
            {t(`orderResult.${title ?? `${page}.title`}`)}
          </Typography.Title>
        }
        subTitle={
          // Typography carries the text colour: antd's grey subtitle is too pale for WCAG AA.
          <Flex vertical style={{ fontSize: 16 }}>
            {children}
          </Flex>
        }
        extra={
          actions && (
            <Flex wrap gap={12} justify="center" align="center">
              {actions}
            </Flex>
          )
        }
      />
    </section>
  );
}

/** "Order number: …", for the consumer to quote to support. */
export function OrderNumber({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return <Typography.Text strong>{t('orderResult.orderNumber', { orderId })}</Typography.Text>;
}

/** The page's way on, with the help centre beside it. */
export function NextOrHelpCentre({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ButtonLink type="primary" to={to}>
        {label}
      </ButtonLink>
      <ExternalLink href={HELP_CENTRE_URL}>{t('orderResult.helpCentre')}</ExternalLink>
    </>
  );
}
