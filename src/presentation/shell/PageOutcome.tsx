import { Button, Flex, type ResultProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { PageLoading } from './PageLoading';
import { onDemand } from './onDemand';
import { usePageTitle } from './usePageTitle';

export type PageOutcomeProps = {
  status: ResultProps['status'];
  texts: string;
  button: string;
} & ({ onClick: () => void } | { to: string });

/**
 * antd's Result and its 404 and 500 pictures (10 kB) download with the error pages' chunk, when the first
 * outcome is shown: most visits show none.
 */
const VIEW = onDemand(() =>
  import(/* webpackChunkName: "errors" */ './PageOutcomeView').then(({ PageOutcomeView }) => PageOutcomeView),
);

/**
 * A whole-page outcome (error pages, service unavailable, session expired) worded by the locale family
 * `texts` (pageTitle, title, text). Until its view is there it is a page on its way, in a page's box;
 * offline, the same words without antd's picture.
 */
export function PageOutcome(props: PageOutcomeProps) {
  const { t } = useTranslation();
  usePageTitle(`${props.texts}.pageTitle`);
  const [View, setView] = useState(() => VIEW.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (View !== null) return;
    let shown = true;
    void VIEW.load().then((view) => {
      if (!shown) return;
      if (view === null) setFailed(true);
      else setView(() => view);
    });
    return () => {
      shown = false;
    };
  }, [View]);
  if (View !== null) return <View {...props} />;
  if (!failed) return <PageLoading />;
  return (
    <Flex vertical align="center" gap={16} style={{ padding: 48, textAlign: 'center' }}>
      <h1 style={{ fontSize: 24, margin: 0 }}>{t(`${props.texts}.title`)}</h1>
      <p style={{ margin: 0 }}>{t(`${props.texts}.text`)}</p>
      <OutcomeAction {...props} />
    </Flex>
  );
}

/** The way on from an outcome: a link to a page, or a button that acts. */
export function OutcomeAction(props: PageOutcomeProps) {
  const { t } = useTranslation();
  return 'to' in props ? (
    <ButtonLink type="primary" to={props.to}>
      {t(props.button)}
    </ButtonLink>
  ) : (
    <Button type="primary" onClick={props.onClick}>
      {t(props.button)}
    </Button>
  );
}
