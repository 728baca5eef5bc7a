import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../shell/ContainerContext';
import { ExternalLink } from '../shell/ExternalLink';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { useWhenIdle } from '../shell/useWhenIdle';
import { FooterPresenter } from './FooterPresenter';

/** The latest 3 news posts of the store speaking the visitor's language, read once the page is shown. */
export const FooterNews = observer(function FooterNews() {
  const presenter = useInstance(FooterPresenter);
  const { language } = useInstance(LanguagePresenter);
  const { t } = useTranslation();

  useWhenIdle(() => void presenter.load(), [presenter, language]);

  if (presenter.status === 'failed')
    return <Typography.Paragraph>{t('footer.news.failed')}</Typography.Paragraph>;
  if (presenter.status === 'loading')
    return <Typography.Paragraph>{t('footer.news.loading')}</Typography.Paragraph>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {presenter.news.map((post) => (
        <li key={post.url}>
          <article>
            <h3 style={{ fontSize: 14, margin: 0 }}>
              <ExternalLink href={post.url}>{post.title}</ExternalLink>
            </h3>
            <time dateTime={post.date} style={{ fontSize: 13, color: 'rgba(0, 0, 0, 0.65)' }}>
              {post.dateText}
            </time>
            <p style={{ margin: 0 }}>{post.excerpt}</p>
          </article>
        </li>
      ))}
    </ul>
  );
});
