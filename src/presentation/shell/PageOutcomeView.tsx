import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { decorativeResultIcon } from './decorativeIcons';
import { OutcomeAction, type PageOutcomeProps } from './PageOutcome';

/** PageOutcome's view: antd's Result, its title the main heading, its text in a WCAG AA contrast. */
export function PageOutcomeView(props: PageOutcomeProps) {
  const { t } = useTranslation();
  return (
    <Result
      status={props.status}
      icon={decorativeResultIcon(props.status)}
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{t(`${props.texts}.title`)}</h1>}
      subTitle={<span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t(`${props.texts}.text`)}</span>}
      extra={<OutcomeAction {...props} />}
    />
  );
}
