import { observer } from 'mobx-react-lite';
import { useInstance } from '../shell/ContainerContext';
import { PageOutcome } from '../shell/PageOutcome';
import { paths } from '../shell/paths';
import { SessionPresenter } from '../shell/SessionPresenter';

const STATUS = { notFound: '404', unspecified: '500' } as const;

/** An error page (SPEC section 2): what went wrong, and the way on: Consumer Cards when a consumer exists, else Authorization. */
export const ErrorPageView = observer(function ErrorPageView({ kind }: { kind: keyof typeof STATUS }) {
  const signedIn = useInstance(SessionPresenter).consumer !== null;
  const link = signedIn
    ? { button: 'errors.links.cards', to: paths.cards() }
    : { button: 'errors.links.auth', to: paths.auth() };
  return <PageOutcome status={STATUS[kind]} texts={`errors.${kind}`} {...link} />;
});
