import { Flex } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decorativeResultIcon } from '../../shell/decorativeIcons';
import { ExternalLink } from '../../shell/ExternalLink';
import { HELP_CENTRE_URL } from '../../shell/externalLinks';
import { ButtonLink } from '../../widgets/ButtonLink';
import { usePageTitle } from '../../shell/usePageTitle';
import { Spinner } from '../../widgets/Spinner';
import { Heading, InlineText } from '../../widgets/Text';

/** The statuses a result page shows, each in antd's colour for it. */
type ResultStatus = 'success' | 'info' | 'warning' | 'error';
const STATUS_COLOURS: Record<ResultStatus, string> = {
  success: 'var(--ant-color-success)',
  info: 'var(--ant-color-info)',
  warning: 'var(--ant-color-warning)',
  error: 'var(--ant-color-error)',
};

/*
 * Drawn as antd's Result draws itself (icon, title, subtitle, actions, centred), from the theme's
 * variables, without the component: antd's Result holds its 403, 404 and 500 pictures, about 10 KiB
 * gzipped that the orders family's first visit downloaded for pages that show an icon.
 */
const RESULT: CSSProperties = {
  padding: 'calc(var(--ant-padding-lg) * 2) var(--ant-padding-xl)',
  textAlign: 'center',
};
const ICON_BOX: CSSProperties = { marginBottom: 'var(--ant-padding-lg)' };
/** Sized as antd sizes the icon of a Result (an anticon's box, 72 pixels). */
const ICON: CSSProperties = {
  display: 'inline-flex',
  fontSize: 72,
  lineHeight: 0,
  verticalAlign: '-0.125em',
};
const TITLE: CSSProperties = {
  color: 'var(--ant-color-text-heading)',
  fontSize: 24,
  lineHeight: 'var(--ant-line-height-heading-3)',
  marginBlock: 'var(--ant-margin-xs)',
};
const SUBTITLE: CSSProperties = {
  color: 'var(--ant-color-text-description)',
  lineHeight: 'var(--ant-line-height)',
};

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
  status?: ResultStatus;
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
      <div style={RESULT}>
        <div style={{ ...ICON_BOX, color: STATUS_COLOURS[status] }}>
          {busy ? (
            // Decorative: the texts say what is awaited.
            <Spinner size="large" />
          ) : (
            <span style={ICON}>{decorativeResultIcon(status)}</span>
          )}
        </div>
        <div style={TITLE}>
          <Heading level={1} id="order-result-title" style={{ fontSize: 28, marginBlock: 0 }}>
            {t(`orderResult.${title ?? `${page}.title`}`)}
          </Heading>
        </div>
        <div style={SUBTITLE}>
          {/* The paragraphs carry the text colour: antd's grey subtitle is too pale for WCAG AA. */}
          <Flex vertical style={{ fontSize: 16 }}>
            {children}
          </Flex>
        </div>
        {actions && (
          <Flex wrap gap={12} justify="center" align="center" style={{ marginTop: 24 }}>
            {actions}
          </Flex>
        )}
      </div>
    </section>
  );
}

/** "Order number: …", for the consumer to quote to support. */
export function OrderNumber({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return <InlineText strong>{t('orderResult.orderNumber', { orderId })}</InlineText>;
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
