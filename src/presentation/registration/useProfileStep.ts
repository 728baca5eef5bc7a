import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProfileStepForm } from './ProfileStepForm';

/**
 * Ties a profile step's form to the screen: listens for a replay of the step while shown, follows
 * the step once saved (or replayed after sign-in), and gives the submit handler.
 */
export function useProfileStep<F extends string>(form: ProfileStepForm<F>): () => Promise<void> {
  const navigate = useNavigate();
  useEffect(() => {
    form.start();
    return () => form.stop();
  }, [form]);
  const replayTarget = form.replayTarget;
  useEffect(() => {
    if (replayTarget !== null) void navigate(replayTarget);
  }, [replayTarget, navigate]);
  return async () => {
    const target = await form.submit();
    if (target !== null) await navigate(target);
  };
}
