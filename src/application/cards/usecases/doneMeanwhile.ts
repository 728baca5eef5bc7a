import type { Card } from '../../../domain/cards/Card';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { LoadConsumer } from '../../consumer/usecases/LoadConsumer';
import { ok, type Result } from '../../shared/Result';

/**
 * A card change the issuer refused (400, 409) may have been done meanwhile from another tab or
 * device: the consumer is read again, and a card now as asked counts as done; otherwise the
 * refusal is the answer.
 */
export async function doneMeanwhile(
  result: Result<Consumer>,
  cardId: string,
  loadConsumer: LoadConsumer,
  isAsAsked: (card: Card) => boolean,
): Promise<Result<Consumer>> {
  if (result.ok || result.error.kind !== 'InvalidFields') return result;
  const reread = await loadConsumer.execute();
  if (!reread.ok) return result;
  const card = reread.value.cards.find((candidate) => candidate.id === cardId);
  return card !== undefined && isAsAsked(card) ? ok(reread.value) : result;
}
