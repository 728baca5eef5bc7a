/** What became of the amount waiting in newOrder once the visitor signed in (ResumeStoredOrder). */
export type StoredOrderOutcome = { kind: 'created'; orderId: string } | { kind: 'nothingStored' };
