import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_LIMIT } from '../../domain/news/latestNews';
import { useInstance } from '../shell/ContainerContext';
import { ExternalLink } from '../shell/ExternalLink';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { useWhenInView } from '../shell/useWhenInView';
import { FooterPresenter } from './FooterPresenter';

/** At most this many lines of a post's title and of its excerpt show; the whole stays in the page. */
const TITLE_LINES = 2;
const EXCERPT_LINES = 2;
/** The lines of antd's 14 px text, and of the 13 px date. */
const LINE = 22;
const DATE_LINE = 20;
const POST_HEIGHT = (TITLE_LINES + EXCERPT_LINES) * LINE + DATE_LINE;
const GAP = 12;
/**
 * The news area's height from the first paint, whether it shows the news, that they are loading or
 * that they failed: the news arrive once scrolled to, and growing then would move the links under a
 * visitor's finger (on a phone, the link columns are right below).
 */
const NEWS_HEIGHT = NEWS_LIMIT * POST_HEIGHT + (NEWS_LIMIT - 1) * GAP;

/** Text cut after `lines` lines, with an ellipsis. */
function clamped(lines: number, lineHeight: number): CSSProperties {
  return {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
    lineHeight: `${lineHeight}px`,
    margin: 0,
  };
}

/** The latest 3 news posts of the store speaking the visitor's language, read once the visitor scrolls to them. */
export const FooterNews = observer(function FooterNews() {
  const presenter = useInstance(FooterPresenter);
  const { language } = useInstance(LanguagePresenter);
  const { t } = useTranslation();

  const area = useWhenInView<HTMLDivElement>(() => void presenter.load(), [presenter, language]);

  return (
    <div ref={area} style={{ height: NEWS_HEIGHT, overflow: 'hidden' }}>
      {presenter.status === 'loaded' ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: GAP }}>
          {presenter.news.map((post) => (
            <li key={post.url}>
              <article style={{ height: POST_HEIGHT, overflow: 'hidden' }}>
                <h3 style={{ ...clamped(TITLE_LINES, LINE), fontSize: 14 }}>
                  <ExternalLink href={post.url}>{post.title}</ExternalLink>
                </h3>
                <time
                  dateTime={post.date}
                  style={{
                    display: 'block',
                    lineHeight: `${DATE_LINE}px`,
                    fontSize: 13,
                    color: 'rgba(0, 0, 0, 0.65)',
                  }}
                >
                  {post.dateText}
                </time>
                <p style={clamped(EXCERPT_LINES, LINE)}>{post.excerpt}</p>
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
