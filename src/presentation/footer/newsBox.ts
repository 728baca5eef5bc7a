import { NEWS_LIMIT } from '../../domain/news/latestNews';

/** At most this many lines of a post's title and of its excerpt show; the whole stays in the page. */
export const TITLE_LINES = 2;
export const EXCERPT_LINES = 2;
/** The lines of antd's 14 px text, and of the 13 px date. */
export const LINE = 22;
export const DATE_LINE = 20;
export const POST_HEIGHT = (TITLE_LINES + EXCERPT_LINES) * LINE + DATE_LINE;
export const POST_GAP = 12;
/**
 * The news area's height from the first paint, whether it shows the news, that they are loading or
 * that they failed: the news arrive once scrolled to, and growing then would move the links under a
 * visitor's finger (on a phone, the link columns are right below).
 */
export const NEWS_HEIGHT = NEWS_LIMIT * POST_HEIGHT + (NEWS_LIMIT - 1) * POST_GAP;
