import { Alert, Card, Flex, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Cents } from '../../../domain/money/Cents';
import { useMoney } from '../../widgets/useMoney';
import { focusOnBody } from '../../shell/focusAfterDialog';
import { focusHeading } from '../../shell/focusHeading';
import type { NotDeactivatable } from './deactivationSource';

/** The frame of every deactivation page: the way back to the Cards screen (this card selected), then the page. */
export function DeactivationFrame({ backPath, children }: { backPath: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" style={{ width: '100%' }}>
      <Card style={{ width: '100%', maxWidth: 640 }}>
        {backPath !== null && (
          <Link to={backPath}>
            <span aria-hidden="true">← </span>
            {t('deactivation.back')}
          </Link>
        )}
        {children}
      </Card>
    </Flex>
  );
}

/**
 * The page's heading. Given the page's refusal, it takes the keyboard focus when a refusal comes
 * while the page is shown (the card deactivated or blocked from another tab): the reason replaces the
 * confirm button, which took the focus with it.
 */
export function DeactivationTitle({
  children,
  refusal = null,
}: {
  children: ReactNode;
  refusal?: string | null;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  const shownWith = useRef(refusal);
  useEffect(() => {
    const before = shownWith.current;
    shownWith.current = refusal;
    if (before !== null || refusal === null || !focusOnBody()) return;
    if (title.current !== null) focusHeading(title.current);
  }, [refusal]);
  return (
    <Typography.Title ref={title} level={1} style={{ fontSize: 26 }}>
      {children}
    </Typography.Title>
  );
}

/** Why the card cannot be deactivated at all. */
export function CannotDeactivate({ reason }: { reason: NotDeactivatable }) {
  const { t } = useTranslation();
  return <Alert type="info" showIcon title={t(`deactivation.cannot.${reason}`)} />;
}

/** Why this way is refused, and the way back to the choice. */
export function RefusedWay({ text, changePath }: { text: ReactNode; changePath: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="info" showIcon title={text} style={{ marginBottom: 16 }} />
      <Link to={changePath}>{t('deactivation.changeChoice')}</Link>
    </>
  );
}

/** What pending payments hold on the card, when anything: it stays there, whatever the way chosen. */
export function HeldForPendingPayments({ held, lastFour }: { held: Cents; lastFour: string }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  if (held === 0) return null;
  return (
    <Typography.Paragraph>{t('deactivation.held', { held: money(held), lastFour })}</Typography.Paragraph>
  );
}
