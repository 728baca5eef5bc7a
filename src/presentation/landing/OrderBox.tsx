import { Button, Card, Form, Input, Slider, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '../../domain/money/formatMoney';
import { useInstance } from '../shell/ContainerContext';
import { OrderBoxPresenter } from './OrderBoxPresenter';
import { useLandingValues } from './useLandingValues';

const FIELD_ID = 'order-amount';
const HINT_ID = 'order-amount-hint';
const MESSAGE_ID = 'order-amount-message';

/** The order box of the landing hero: amount text box and slider in sync, and "Get my card". */
export const OrderBox = observer(function OrderBox() {
  // The first instance is kept for the page's life, whatever scope the container binds it in.
  const fresh = useInstance(OrderBoxPresenter);
  const [presenter] = useState(fresh);
  const { t } = useTranslation();
  const { language, values } = useLandingValues();
  const navigate = useNavigate();
  const { message } = presenter;
  const money = (cents: number) => formatMoney(cents, language);

  const submit = async () => {
    const target = await presenter.submit();
    if (target) await navigate(target);
  };

  return (
    <Card style={{ width: '100%', maxWidth: 440 }}>
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
        {t('landing.order.title')}
      </Typography.Title>
      <Form layout="vertical" onFinish={() => void submit()} requiredMark={false}>
        <Form.Item
          label={t('landing.order.label')}
          htmlFor={FIELD_ID}
          validateStatus={message ? 'error' : undefined}
          help={
            message ? (
              <span id={MESSAGE_ID}>
                {t(message.key, 'bound' in message ? { bound: money(message.bound) } : {})}
              </span>
            ) : undefined
          }
          extra={
            // antd's description grey is below 4.5:1 on white; this grey passes WCAG AA.
            <span id={HINT_ID} style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
              {t('landing.order.hint', values)}
            </span>
          }
        >
          <Input
            id={FIELD_ID}
            size="large"
            inputMode="numeric"
            autoComplete="off"
            value={presenter.text}
            suffix={<span aria-hidden="true">{t('landing.order.currency')}</span>}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${MESSAGE_ID} ${HINT_ID}` : HINT_ID}
            onChange={(event) => presenter.type(event.target.value)}
            onBlur={() => presenter.blur()}
          />
        </Form.Item>
        <Slider
          min={presenter.bounds.min}
          max={presenter.bounds.max}
          step={100}
          value={presenter.sliderCents}
          onChange={(cents: number) => presenter.slide(cents)}
          ariaLabelForHandle={t('landing.order.sliderLabel')}
          ariaValueTextFormatterForHandle={(cents) => money(cents ?? presenter.sliderCents)}
          tooltip={{ formatter: (cents) => (cents === undefined ? null : money(cents)) }}
          style={{ marginBottom: 24 }}
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
      </Form>
    </Card>
  );
});
