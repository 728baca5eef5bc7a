// antd's own English (a date picker's months, a dialog's buttons), with the shell's English texts. It is
// antd's default, in the entry anyway: the English chunk adds nothing for it. dayjs speaks English built in.
export { default } from 'antd/es/locale/en_US';
