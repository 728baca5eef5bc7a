import { Button, Flex, Radio, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, type DocumentType, type SandboxWidgetPresenter } from './SandboxWidgetPresenter';
import { FormField } from '../forms/FormField';
import { MessageAlert } from '../messages/MessageAlert';
import { useMessageText } from '../messages/useMessageText';
import { VISUALLY_HIDDEN } from '../shell/VisuallyHidden';
import { Panel } from '../widgets/Panel';
import { VerticalForm } from '../forms/VerticalForm';
import { Notice } from '../widgets/Notice';

const FILE_ID = 'kyc-document-file';
const MUTED = { color: 'rgba(0, 0, 0, 0.65)' };

/** The sandbox's identity-check widget: a document type, a photo, Submit; its reviewer settles the check. */
export const SandboxIdentityWidget = observer(function SandboxIdentityWidget({
  widget,
}: {
  widget: SandboxWidgetPresenter;
}) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const text = useMessageText();
  const documentTypeError = text(widget.errors.documentType);

  return (
    <Panel>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('kyc.sandboxWidget.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('kyc.sandboxWidget.intro')}</Typography.Paragraph>
      <MessageAlert message={widget.step.failure} />
      {widget.submitted ? (
        <Notice type="success" role="status" title={t('kyc.sandboxWidget.submitted')} />
      ) : (
        <VerticalForm onSubmit={() => void widget.submit()}>
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontSize: 14, color: 'rgba(0, 0, 0, 0.88)', border: 0, marginBottom: 8 }}>
              {t('kyc.sandboxWidget.documentType')}
            </legend>
            <Radio.Group
              value={widget.documentType}
              onChange={(event) => widget.chooseDocumentType(event.target.value as DocumentType)}
              options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`kyc.sandboxWidget.${type}`) }))}
            />
            {documentTypeError && (
              <Typography.Text type="danger" style={{ display: 'block' }}>
                {documentTypeError}
              </Typography.Text>
            )}
          </fieldset>
          {/*
            The browser words its own file button in its own language ("Choose File", "No file
            chosen" on a French page): the native input is visually hidden, keeping the focus, the
            keyboard, its label and description, and the page draws its button and the file name.
          */}
          <FormField
            id={FILE_ID}
            label={t('kyc.sandboxWidget.file')}
            error={widget.errors.file ?? null}
            hint={t('kyc.sandboxWidget.fileNote')}
          >
            {(control) => (
              <Flex align="center" gap={12} wrap>
                <input
                  {...control}
                  ref={fileInput}
                  type="file"
                  className="file-picker-input"
                  style={VISUALLY_HIDDEN}
                  accept="image/*,application/pdf"
                  aria-describedby={[`${FILE_ID}-name`, control['aria-describedby']].join(' ')}
                  // Only the name is kept; the file's content is never read.
                  onChange={(event) => widget.chooseFile(event.target.files?.[0]?.name ?? null)}
                />
                {/* For the pointer only: the input above is the control the keyboard and screen readers use. */}
                <Button aria-hidden tabIndex={-1} onClick={() => fileInput.current?.click()}>
                  {t('kyc.sandboxWidget.chooseFile')}
                </Button>
                <span id={`${FILE_ID}-name`} style={{ overflowWrap: 'anywhere' }}>
                  {widget.fileName ?? t('kyc.sandboxWidget.noFile')}
                </span>
              </Flex>
            )}
          </FormField>
          <Button type="primary" htmlType="submit" loading={widget.step.running}>
            {t('kyc.sandboxWidget.submit')}
          </Button>
        </VerticalForm>
      )}
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        {t('kyc.sandboxWidget.reviewer')}
      </Typography.Title>
      <Typography.Paragraph style={MUTED}>{t('kyc.sandboxWidget.reviewerNote')}</Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button onClick={() => void widget.complete('approve')} disabled={widget.step.running}>
          {t('kyc.sandboxWidget.approve')}
        </Button>
        <Button danger onClick={() => void widget.complete('reject')} disabled={widget.step.running}>
          {t('kyc.sandboxWidget.reject')}
        </Button>
      </Flex>
    </Panel>
  );
});
