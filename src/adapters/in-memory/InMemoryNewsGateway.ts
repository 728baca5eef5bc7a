import type { NewsMerchant } from '../../domain/news/newsMerchant';
import type { NewsPost } from '../../domain/news/NewsPost';
import type { NewsGateway } from '../../application/news/ports/NewsGateway';
import type { SandboxCalls } from '../sandbox/SandboxApi';
import { callSandbox, type SandboxSource } from './callSandbox';

/** The store's news, answered by the in-process sandbox. The news query is public: it carries no token. */
export class InMemoryNewsGateway implements NewsGateway {
  constructor(private readonly sandbox: SandboxSource<SandboxCalls>) {}

  latest(merchant: NewsMerchant, limit: number): Promise<NewsPost[]> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.news(merchant, limit));
  }
}
