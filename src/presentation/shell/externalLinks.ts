/** The external help centre every "help" link opens (SPEC sections 1 and 2). */
export const HELP_CENTRE_URL = 'https://help.example.com';

/** The store's blog, where the footer's news posts live. */
export const NEWS_SITE_URL = 'https://news.example.com';
