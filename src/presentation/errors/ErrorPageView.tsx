import { observer } from 'mobx-react-lite';
import { usePresenter } from '../shell/ContainerContext';
import { PageOutcome } from '../shell/PageResult';
import { ErrorPagePresenter } from './ErrorPagePresenter';

export type ErrorPageKind = 'notFound' | 'unspecified';

const STATUS = { notFound: '404', unspecified: '500' } as const;

/** An error page (SPEC section 2): what went wrong, and the way on, to Consumer Cards or Authorization. */
export const ErrorPageView = observer(function ErrorPageView({ kind }: { kind: ErrorPageKind }) {
  const { link } = usePresenter(ErrorPagePresenter);
  return <PageOutcome status={STATUS[kind]} texts={`errors.${kind}`} button={link.labelKey} to={link.to} />;
});
