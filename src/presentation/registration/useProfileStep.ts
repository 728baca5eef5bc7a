import { useEffect } from 'react';
import type { ProfileStepForm } from './ProfileStepForm';

/** Ties a profile step's form to the screen: it hears a replay of the step while the screen is shown. */
export function useProfileStep<F extends string>(form: ProfileStepForm<F>): () => Promise<void> {
  useEffect(() => {
    form.start();
    return () => form.stop();
  }, [form]);
  return () => form.submit();
}
