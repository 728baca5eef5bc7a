import { observer } from 'mobx-react-lite';
import { useMessageText } from '../messages/useMessageText';
import type { TimedAlert } from './TimedAlert';
import { Notice } from './Notice';

/** A timed success alert, in a live region that stays in the page so each new message is announced. */
export const SuccessAlert = observer(function SuccessAlert({ alert }: { alert: TimedAlert }) {
  const text = useMessageText();
  return (
    <div role="status">
      {alert.message !== null && (
        <Notice type="success" title={text(alert.message)} style={{ marginBottom: 16 }} />
      )}
    </div>
  );
});
