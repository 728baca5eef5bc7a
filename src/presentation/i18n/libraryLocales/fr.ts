// antd's own French (a date picker's months, a dialog's buttons), with the shell's French texts: only a
// visitor reading French downloads them. dayjs's French comes with the date picker that reads it.
export { default } from 'antd/es/locale/fr_FR';
