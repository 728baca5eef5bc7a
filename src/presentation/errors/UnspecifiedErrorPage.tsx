import { ErrorPageView } from './ErrorPageView';

/** /err/unspecified: where a failure no screen handles itself ends (SPEC section 8, 500). */
export default function UnspecifiedErrorPage() {
  return <ErrorPageView kind="unspecified" />;
}
