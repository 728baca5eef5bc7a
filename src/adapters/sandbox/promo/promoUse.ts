import type { SandboxState } from '../state/SandboxState';
import { normalisePromoCode } from './promoCatalogue';

export function hasUsedPromoCode(state: SandboxState, consumerId: string, code: string): boolean {
  return (state.usedPromoCodes[consumerId] ?? []).includes(normalisePromoCode(code));
}

/** A code counts as used once an order carrying it is paid; each code serves a consumer once. */
export function markPromoCodesUsed(state: SandboxState, consumerId: string, codes: readonly string[]): void {
  const used = state.usedPromoCodes[consumerId] ?? [];
  const added = codes.map(normalisePromoCode).filter((code) => !used.includes(code));
  state.usedPromoCodes[consumerId] = [...used, ...added];
}
