import { Button, Flex, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_DETAILS_SHOWN_MS } from '../../domain/timing';
import type { SecureCardField } from '../../application/cards/ports/SecureCardDisplay';
import { useLanguage } from '../i18n/useLanguage';
import { MessageAlert } from '../messages/MessageAlert';
import { focusOnBody, refocusAfterDialog } from '../shell/focusAfterDialog';
import { useMessageText } from '../messages/useMessageText';
import { CodeForm } from '../widgets/CodeForm';
import type { CardDetailsPresenter } from './CardDetailsPresenter';
import { Notice } from '../widgets/Notice';

const COPIED: readonly SecureCardField[] = ['number', 'cvv'];

/**
 * The card-details modal (SPEC sections 2 and 8). The digits never enter the page's own DOM, yet screen
 * readers read them in the group "Card ending in 1234": the widget's closed shadow root is in the a11y tree.
 */
export const CardDetailsModal = observer(function CardDetailsModal({
  presenter,
}: {
  presenter: CardDetailsPresenter;
}) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const focusFirstControl = () =>
    content.current?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])')?.focus();
  const { step, unavailable } = presenter;
  // Each step replaces the controls of the one before: rather than fall to the page's body behind the
  // modal, the focus moves to the new step's first control.
  useEffect(() => {
    if (focusOnBody()) focusFirstControl();
  }, [step, unavailable]);
  return (
    <Modal
      open={presenter.open}
      title={t('cardDetails.title')}
      onCancel={() => presenter.close()}
      afterOpenChange={(open) => {
        if (open) focusFirstControl();
      }}
      // The details button that opened it is gone once the card was blocked or deactivated meanwhile.
      afterClose={refocusAfterDialog}
      footer={null}
      destroyOnHidden
    >
      <div ref={content}>
        {unavailable === null ? (
          <>
            {step === 'code' && <CodeStep presenter={presenter} />}
            {step === 'signInRequired' && (
              <Typography.Paragraph role="status">{t('cardDetails.signInRequired')}</Typography.Paragraph>
            )}
            {step === 'failed' && (
              <>
                <MessageAlert message={presenter.failure} />
                <Button type="primary" onClick={() => void presenter.retry()}>
                  {t('cardDetails.retry')}
                </Button>
              </>
            )}
            {step === 'hidden' && (
              <>
                <Typography.Paragraph role="status">{t('cardDetails.hidden.text')}</Typography.Paragraph>
                <Button
                  type="primary"
                  loading={presenter.codeRequest.running}
                  onClick={() => void presenter.requestNewCode()}
                >
                  {t('cardDetails.hidden.showAgain')}
                </Button>
              </>
            )}
            <ShownDetails presenter={presenter} />
          </>
        ) : (
          <>
            <Notice
              type="warning"
              title={t(`cardDetails.unavailable.${unavailable}`, { lastFour: presenter.lastFour })}
              style={{ marginBottom: 16 }}
            />
            <Button type="primary" onClick={() => presenter.close()}>
              {t('cardDetails.close')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
});

const CodeStep = observer(function CodeStep({ presenter }: { presenter: CardDetailsPresenter }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph>
        {t(presenter.codeRequest.failure !== null ? 'cardDetails.code.notSent' : 'cardDetails.code.intro', {
          lastFour: presenter.lastFour,
        })}
      </Typography.Paragraph>
      <CodeForm
        screen={presenter}
        id="card-details-code"
        texts="cardDetails.code"
        checking={presenter.confirm.running}
        sending={presenter.codeRequest.running}
        failure={presenter.failure}
      />
    </>
  );
});

/** The widget's host: mounted while the modal is open, for the presenter to draw in; shown with the details. */
const ShownDetails = observer(function ShownDetails({ presenter }: { presenter: CardDetailsPresenter }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const host = useRef<HTMLDivElement>(null);
  const language = useLanguage();
  const number = t('cardDetails.shown.number');
  const expiry = t('cardDetails.shown.expiry');
  const cvv = t('cardDetails.shown.cvv');
  useEffect(() => {
    const labels = { number, expiry, cvv, language };
    presenter.attachHost(host.current, labels);
    return () => presenter.attachHost(null, labels);
  }, [presenter, number, expiry, cvv, language]);
  const { step, copyFeedback } = presenter;
  return (
    <div
      role="group"
      aria-label={t('cardDetails.card', { lastFour: presenter.lastFour })}
      hidden={step !== 'shown' && step !== 'showing'}
    >
      {step === 'showing' && (
        <Typography.Paragraph role="status">{t('cardDetails.showing')}</Typography.Paragraph>
      )}
      <div ref={host} data-testid="secure-card-details" style={{ marginBottom: 16 }} />
      {step === 'shown' && (
        <>
          <Typography.Paragraph>
            {t('cardDetails.shown.hideNote', { seconds: CARD_DETAILS_SHOWN_MS / 1000 })}
          </Typography.Paragraph>
          <Flex gap={8} wrap>
            {COPIED.map((field) => (
              <Button key={field} onClick={() => void presenter.copy(field)}>
                {t(`cardDetails.copy.${field}`)}
              </Button>
            ))}
          </Flex>
        </>
      )}
      {/* Plain text colour: antd's success and danger colours are too pale on white (WCAG 1.4.3). */}
      <Typography.Paragraph
        role="status"
        strong={copyFeedback?.ok === false}
        style={{ marginTop: 16, marginBottom: 0 }}
      >
        {copyFeedback === null ? '' : text(copyFeedback.message)}
      </Typography.Paragraph>
    </div>
  );
});
