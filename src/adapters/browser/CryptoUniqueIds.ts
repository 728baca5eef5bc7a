import type { UniqueIds } from '../../application/shared/UniqueIds';

/** Random version-4 UUIDs from the platform's cryptographic source (Web Crypto, in browsers and Node). */
export class CryptoUniqueIds implements UniqueIds {
  constructor(private readonly crypto: Pick<Crypto, 'randomUUID'> = globalThis.crypto) {}

  next(): string {
    return this.crypto.randomUUID();
  }
}
