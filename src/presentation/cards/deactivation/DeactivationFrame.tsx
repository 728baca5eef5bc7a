import { Flex, Typography } from 'antd';
import { Observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NotDeactivatable } from '../../../domain/cards/deactivationRefusal';
import { useFocusOnRefusal } from '../../shell/useFocusOnRefusal';
import { PageCard } from '../../widgets/PageCard';
import type { ShownCard } from './CardAsOpened';
import { Notice } from '../../widgets/Notice';

const CANNOT: readonly string[] = ['blocked', 'cancelled', 'noOption'] satisfies NotDeactivatable[];

/**
 * Every deactivation page's frame: tab title, the way back to Cards (none once deactivated), then, once
 * its subject is known, its heading and the page, or why the card cannot be deactivated at all.
 */
export function DeactivationFrame({
  page,
  about,
  title = `deactivation.${page}.title`,
  refusal = null,
  children,
}: {
  page: 'choice' | 'cancel' | 'transfer' | 'confirmation' | 'success';
  /** The card the page is about (null until known) and its way back to Cards. */
  about: { card: ShownCard | null; backPath?: string };
  title?: string;
  refusal?: string | null;
  children: (card: ShownCard) => ReactNode;
}) {
  const { t } = useTranslation();
  // Drawn in an Observer: the card as opened, and the page's own observables (the card picked), draw it again.
  const content = () => {
    const { card, backPath } = about;
    return (
      <>
        {backPath !== undefined && (
          <Link to={backPath}>
            <span aria-hidden="true">← </span>
            {t('deactivation.back')}
          </Link>
        )}
        {card !== null && (
          <>
            <DeactivationTitle refusal={refusal}>{t(title, { lastFour: card.lastFour })}</DeactivationTitle>
            {refusal !== null && CANNOT.includes(refusal) ? (
              <Notice type="info" title={t(`deactivation.cannot.${refusal}`)} />
            ) : (
              children(card)
            )}
          </>
        )}
      </>
    );
  };
  return (
    <PageCard width={640} pageTitle={`deactivation.pageTitles.${page}`}>
      <Observer>{content}</Observer>
    </PageCard>
  );
}

/** The page's heading, which takes the focus when a refusal replaces the confirm button. */
function DeactivationTitle({ children, refusal }: { children: ReactNode; refusal: string | null }) {
  const title = useFocusOnRefusal(refusal !== null);
  return (
    <Typography.Title ref={title} level={1} style={{ fontSize: 26 }}>
      {children}
    </Typography.Title>
  );
}

/** The page's way on (its button), then the way back to the choice. */
export function WayOn({ changePath, children }: { changePath: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex gap={16} wrap align="center">
      {children}
      <Link to={changePath}>{t('deactivation.changeChoice')}</Link>
    </Flex>
  );
}
