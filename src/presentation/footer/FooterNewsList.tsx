import type { CSSProperties } from 'react';
import { ExternalLink } from '../shell/ExternalLink';
import type { FooterNewsItem } from './FooterPresenter';
import { DATE_LINE, EXCERPT_LINES, LINE, POST_GAP, POST_HEIGHT, TITLE_LINES } from './newsBox';

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

/** The news posts, each in the same box: downloaded with the news, which no first screen shows. */
export default function FooterNewsList({ news }: { news: readonly FooterNewsItem[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: POST_GAP }}>
      {news.map((post) => (
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
  );
}
