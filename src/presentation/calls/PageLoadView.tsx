import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../messages/Message';
import { useMessageText } from '../messages/useMessageText';
import { focusHeading } from '../shell/focusHeading';
import { PageLoading } from '../shell/PageLoading';
import type { PageLoadState } from './PageLoad';
import { Notice } from '../widgets/Notice';

/** The page's words around its read: the sign-in prompt (a Message) and the two buttons' labels (keys). */
export interface PageLoadTexts {
  signIn: Message;
  signInButton: string;
  retry: string;
}

/**
 * A page's read until it is shown: loading, the failure with Try again, or the sign-in prompt. After Try
 * again the focus goes to the heading or back to Try again, not to the page's start with the pressed button.
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
    <Notice
      type={failed ? 'error' : 'info'}
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
