import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../shell/ContainerContext';
import { ExternalLink } from '../shell/ExternalLink';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { useWhenInView } from '../shell/useWhenInView';
import { FooterPresenter } from './FooterPresenter';

/** The latest 3 news posts of the store speaking the visitor's language, read once the visitor scrolls to them. */
export const FooterNews = observer(function FooterNews() {
  const presenter = useInstance(FooterPresenter);
  const { language } = useInstance(LanguagePresenter);
  const { t } = useTranslation();

  const area = useWhenInView<HTMLDivElement>(() => void presenter.load(), [presenter, language]);

  return (
    <div ref={area}>
      {presenter.status === 'loaded' ? (
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
      ) : (
        <Typography.Paragraph>{t(`footer.news.${presenter.status}`)}</Typography.Paragraph>
      )}
    </div>
  );
});
