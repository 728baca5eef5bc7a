// antd's and dayjs's own French (a date picker's months, a dialog's buttons), with the shell's French
// texts: only a visitor reading French downloads them. LanguageSync applies dayjs's once they are in.
import 'dayjs/locale/fr';

export { default } from 'antd/es/locale/fr_FR';
