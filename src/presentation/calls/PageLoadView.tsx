import { Alert, Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../messages/Message';
import { useMessageText } from '../messages/useMessageText';
import { focusHeading } from '../shell/focusHeading';
import { PageLoading } from '../shell/PageLoading';
import type { PageLoadState } from './PageLoad';

/** The page's words around its read: the sign-in prompt (a Message) and the two buttons' labels (keys). */
export interface PageLoadTexts {
  signIn: Message;
  signInButton: string;
  retry: string;
}

/**
 * What a page shows of its read (PageLoad) until it is shown: a loading indicator; the failure in the
 * page's words, with Try again; or, once the session had ended, a prompt to sign in again that opens
 * the login window. Try again gives way to the loading indicator, then to the page or to itself: the
 * keyboard focus then goes to the page's heading, or back to Try again, rather than falling to the
 * page's start with the pressed button.
 */
export const PageLoadView = observer(function PageLoadView({
  load,
  heading,
  texts,
  children,
}: {
  load: PageLoadState;
  heading: RefObject<HTMLElement | null>;
  texts: PageLoadTexts;
  /** What the page shows once read. */
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const retryButton = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);
  const { status } = load;
  useEffect(() => {
    if (!retried.current || status === 'loading') return;
    retried.current = false;
    if (status === 'shown' && heading.current !== null) focusHeading(heading.current);
    else if (status === 'failed') retryButton.current?.focus();
  }, [status, heading]);

  if (status === 'loading') return <PageLoading />;
  if (status === 'shown') return children();
  const failed = status === 'failed';
  return (
    <Alert
      type={failed ? 'error' : 'info'}
      showIcon
      title={text(failed ? load.failure : texts.signIn)}
      action={
        failed ? (
          <Button
            ref={retryButton}
            onClick={() => {
              retried.current = true;
              void load.retry();
            }}
          >
            {t(texts.retry)}
          </Button>
        ) : (
          <Button type="primary" onClick={() => load.signIn()}>
            {t(texts.signInButton)}
          </Button>
        )
      }
    />
  );
});
