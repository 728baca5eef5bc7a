import { Button, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../forms/CodeInput';
import { FormField } from '../forms/FormField';
import type { Message } from '../messages/Message';
import { MessageAlert } from '../messages/MessageAlert';
import type { CodeEntry } from './CodeEntry';
import { Paragraph } from './Text';
import { VerticalForm } from '../forms/VerticalForm';

/** The screen a one-time code form serves: its box, and what typing, sending and asking for a new code do. */
export interface CodeFormScreen {
  readonly entry: CodeEntry;
  type(text: string): void;
  submit(): Promise<void>;
  requestNewCode(): Promise<void>;
}

/**
 * A texted code's form: the box, "a new code was sent", a new-code link and the submit button. Once the
 * code is spent, the box is disabled, its message goes above the form and a new code is the one way on.
 */
export const CodeForm = observer(function CodeForm({
  screen,
  id,
  texts,
  checking,
  sending,
  failure = null,
}: {
  screen: CodeFormScreen;
  id: string;
  /** Where the screen's texts are (`signin.codeModal`): its label, hint, newCodeSent, newCode and submit. */
  texts: string;
  /** The running flags of the screen's two calls: checking the code, and asking for a new one. */
  checking: boolean;
  sending: boolean;
  /** Above the form: why the screen's own call failed, before the spent code's message. */
  failure?: Message | null;
}) {
  const { t } = useTranslation();
  const { code, message, spent, newCodeSent } = screen.entry;
  return (
    <VerticalForm onSubmit={() => void screen.submit()}>
      <MessageAlert message={failure ?? (spent ? message : null)} />
      <FormField id={id} label={t(`${texts}.label`)} error={spent ? null : message} hint={t(`${texts}.hint`)}>
        {(control) => (
          <CodeInput
            control={control}
            value={code}
            disabled={spent}
            readOnly={checking}
            onType={(text) => screen.type(text)}
          />
        )}
      </FormField>
      {newCodeSent && <Paragraph role="status">{t(`${texts}.newCodeSent`)}</Paragraph>}
      <Flex gap={8} justify="space-between" wrap>
        <Button
          type={spent ? 'primary' : 'link'}
          loading={sending}
          onClick={() => void screen.requestNewCode()}
          style={spent ? undefined : { paddingInline: 0 }}
        >
          {t(`${texts}.newCode`)}
        </Button>
        {!spent && (
          <Button type="primary" htmlType="submit" loading={checking}>
            {t(`${texts}.submit`)}
          </Button>
        )}
      </Flex>
    </VerticalForm>
  );
});
