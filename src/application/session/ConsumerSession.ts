import { injectable } from 'inversify';
import type { Consumer } from '../../domain/consumer/Consumer';

export type ConsumerListener = (consumer: Consumer | null) => void;

/** The signed-in consumer's profile, shared by every use case; presenters follow it through subscribe. */
@injectable('Singleton')
export class ConsumerSession {
  private consumer: Consumer | null = null;
  private readonly listeners = new Set<ConsumerListener>();

  get current(): Consumer | null {
    return this.consumer;
  }

  store(consumer: Consumer): void {
    this.consumer = consumer;
    this.notify();
  }

  clear(): void {
    this.consumer = null;
    this.notify();
  }

  subscribe(listener: ConsumerListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of this.listeners) listener(this.consumer);
  }
}
