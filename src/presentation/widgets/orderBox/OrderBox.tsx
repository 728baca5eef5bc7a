import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AmountField } from '../AmountField';
import { usePresenter } from '../../shell/ContainerContext';
import { HOME_AMOUNT_PARAM } from '../../shell/paths';
import { OrderBoxPresenter } from './OrderBoxPresenter';
import { useMoney } from '../useMoney';
import type { CardPictureVariant } from '../../../domain/orders/cardPictureVariant';
import upTo150 from './assets/card-150.svg';
import upTo200 from './assets/card-200.svg';
import { Panel } from '../Panel';
import { Heading } from '../Text';
import { VerticalForm } from '../../forms/VerticalForm';

const CARD_PICTURES: Record<CardPictureVariant, string> = { upTo150, upTo200 };

/** The order box: a framed card on the landing hero; on Buy New Card, the page's own box without a frame. */
export const OrderBox = observer(function OrderBox({
  presenter: given,
}: {
  /** The page's own box (Buy New Card); else the landing hero's. */
  presenter?: OrderBoxPresenter;
}) {
  const hero = usePresenter(OrderBoxPresenter);
  const presenter = given ?? hero;
  const location = useLocation();
  const offered = given ? null : new URLSearchParams(location.search).get(HOME_AMOUNT_PARAM);
  // Every visit naming an amount puts it in the box, before the box is painted, the same link
  // followed again included: the landing may already show when a popular product is chosen.
  useLayoutEffect(() => {
    if (offered !== null) presenter.offerFromAddress(offered);
  }, [presenter, offered, location.key]);
  const { t } = useTranslation();
  const { money } = useMoney();
  useEffect(() => {
    presenter.enter();
    return () => presenter.leave();
  }, [presenter]);

  const form = (
    <VerticalForm onSubmit={() => void presenter.submit()}>
      <img
        src={CARD_PICTURES[presenter.cardPicture]}
        alt={t('landing.order.cardPicture', { max: money(presenter.entry.bounds.max) })}
        width={200}
        height={126}
        style={{ display: 'block', marginInline: 'auto', marginBottom: 16 }}
      />
      <AmountField
        control={presenter.entry}
        message={presenter.message}
        id="order-amount"
        texts="landing.order"
        size="large"
        sliderStyle={{ marginBottom: 24 }}
      />
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={presenter.submitting}
        disabled={!presenter.canSubmit && !presenter.submitting}
      >
        {t('landing.order.submit')}
      </Button>
    </VerticalForm>
  );
  if (given) return form;
  return (
    <Panel style={{ width: '100%', maxWidth: 440 }}>
      <Heading level={2} style={{ marginTop: 0, fontSize: 20 }}>
        {t('landing.order.title')}
      </Heading>
      {form}
    </Panel>
  );
});
