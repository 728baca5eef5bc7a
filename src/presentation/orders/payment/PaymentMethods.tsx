import { Button, Flex, Radio } from 'antd';
import { observer } from 'mobx-react-lite';
import type { PaymentPresenter } from './PaymentPresenter';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '../../messages/MessageAlert';
import { Heading, InlineText, Paragraph } from '../../widgets/Text';

const TITLE_ID = 'payment-methods-title';
const LABEL_ID = 'payment-methods-label';
const LIST_ID = 'payment-methods-list';
const PAY_HINT_ID = 'payment-pay-hint';

/** The payment methods (first four, then more on request), Pay, and why a payment could not start. */
export const PaymentMethods = observer(function PaymentMethods({
  presenter,
}: {
  presenter: PaymentPresenter;
}) {
  const { t } = useTranslation();
  const needsChoice = presenter.selectedMethodId === null && !presenter.methodsDisabled;
  return (
    <section aria-labelledby={TITLE_ID}>
      <Heading level={2} id={TITLE_ID} style={{ fontSize: 20 }}>
        {t('payment.methods.title')}
      </Heading>
      {presenter.load.failure ? (
        <MessageAlert
          message={presenter.load.failure}
          style={{}}
          action={{ label: t('payment.errors.retry'), onClick: () => void presenter.load.retry() }}
        />
      ) : (
        <>
          <Paragraph id={LABEL_ID}>{t('payment.methods.label')}</Paragraph>
          <Radio.Group
            id={LIST_ID}
            aria-labelledby={LABEL_ID}
            value={presenter.selectedMethodId}
            disabled={presenter.methodsDisabled}
            onChange={(event) => presenter.selectMethod(String(event.target.value))}
            style={{ width: '100%' }}
          >
            <Flex vertical gap={8}>
              {presenter.visibleMethods.map((method) => (
                <Radio key={method.id} value={method.id}>
                  <Flex align="center" gap={12}>
                    <img src={method.logo} alt={method.name} width={48} height={30} />
                    {/* The logo's text alternative already names the method for assistive technology. */}
                    <span aria-hidden="true">{method.name}</span>
                  </Flex>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          {presenter.hasMoreMethods && (
            <Button
              type="link"
              aria-expanded={presenter.showAllMethods}
              aria-controls={LIST_ID}
              onClick={() => presenter.toggleMoreMethods()}
              style={{ paddingInline: 0, marginTop: 8 }}
            >
              {t(presenter.showAllMethods ? 'payment.methods.fewer' : 'payment.methods.more')}
            </Button>
          )}
        </>
      )}
      <MessageAlert message={presenter.payment.failure} style={{ marginTop: 16 }} />
      <Flex vertical gap={8} style={{ marginTop: 16 }}>
        <Button
          type="primary"
          size="large"
          block
          disabled={!presenter.canPay}
          loading={presenter.payment.running}
          // Named by its own text alone: antd's spinner can linger in the name as "loading" after a quick refusal.
          aria-label={t('payment.pay')}
          aria-busy={presenter.payment.running}
          aria-describedby={needsChoice ? PAY_HINT_ID : undefined}
          onClick={() => void presenter.pay()}
        >
          {t('payment.pay')}
        </Button>
        {needsChoice && (
          <InlineText id={PAY_HINT_ID} style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
            {t('payment.payHint')}
          </InlineText>
        )}
      </Flex>
    </section>
  );
});
