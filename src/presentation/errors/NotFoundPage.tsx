import { ErrorPageView } from './ErrorPageView';

/** /err/not-found and every path no route matches. */
export default function NotFoundPage() {
  return <ErrorPageView kind="notFound" />;
}
