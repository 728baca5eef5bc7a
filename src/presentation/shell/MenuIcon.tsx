import type { MenuIconState } from './HeaderPresenter';

const BADGE_COLOURS = { verified: '#237804', unverified: '#ad4e00' } as const;

/** A person, with a green tick when the consumer is fully verified and an orange mark when not. */
export function MenuIcon({ state }: { state: MenuIconState }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10" cy="7" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M2 21c0-4.4 3.6-8 8-8s8 3.6 8 8" fill="none" stroke="currentColor" strokeWidth="2" />
      {state !== 'signedOut' && (
        <>
          <circle cx="18.5" cy="16.5" r="5" fill={BADGE_COLOURS[state]} stroke="#fff" strokeWidth="1.5" />
          {state === 'verified' ? (
            <path d="M16.2 16.6l1.6 1.6 3-3.2" fill="none" stroke="#fff" strokeWidth="1.8" />
          ) : (
            <path d="M18.5 13.8v3.4M18.5 18.6v0.6" fill="none" stroke="#fff" strokeWidth="1.8" />
          )}
        </>
      )}
    </svg>
  );
}
