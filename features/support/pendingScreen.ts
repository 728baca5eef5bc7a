import { After, Before, Status } from '@cucumber/cucumber';

// A scenario worded for a screen that is not built yet is tagged @pending-screen: it is reported
// as pending (never as passed) and its steps do not run. The profiles are not strict, so that
// such a scenario does not fail the run (its steps may not be defined yet); this file keeps every
// other scenario strict: a pending step, or a step with no definition, fails it.

const PENDING_SCREEN = '@pending-screen';

Before({ tags: PENDING_SCREEN }, function () {
  return 'pending';
});

After(function ({ pickle, result }) {
  const tagged = pickle.tags.some((tag) => tag.name === PENDING_SCREEN);
  if (tagged) return;
  if (result?.status === Status.UNDEFINED) throw new Error(`"${pickle.name}" has a step with no definition`);
  if (result?.status === Status.PENDING)
    throw new Error(`"${pickle.name}" has a pending step but is not tagged ${PENDING_SCREEN}`);
});
