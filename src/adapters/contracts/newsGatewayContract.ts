import type { NewsGateway } from '../../application/news/ports/NewsGateway';
import { NEWS_MERCHANTS } from '../../domain/news/newsMerchant';
import type { ContractFixture, MakeFixture } from './support/ContractFixture';
import { useFixture } from './support/ContractFixture';
import { expectGatewayError } from './support/expectGatewayError';

const LATEST = 3;

/** The contract every NewsGateway keeps: the store's latest posts per language, public, as copies. */
export function newsGatewayContract(makeFixture: MakeFixture<ContractFixture<NewsGateway>>): void {
  describe('NewsGateway contract', () => {
    const fixture = useFixture(makeFixture);

    describe('latest', () => {
      it('answers the latest posts of the store, newest first, with what the news box reads', async () => {
        const posts = await fixture().gateway.latest(NEWS_MERCHANTS.en, LATEST);

        expect(posts).toHaveLength(LATEST);
        for (const post of posts) {
          expect(post).toEqual({
            title: expect.any(String),
            description: expect.any(String),
            url: expect.any(String),
            date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          });
        }
        const dates = posts.map((post) => post.date);
        expect(dates).toEqual([...dates].sort().reverse());
      });

      it('answers no more posts than the limit, starting with the newest', async () => {
        const three = await fixture().gateway.latest(NEWS_MERCHANTS.en, LATEST);
        const one = await fixture().gateway.latest(NEWS_MERCHANTS.en, 1);

        expect(one).toEqual(three.slice(0, 1));
      });

      it('answers each language store its own posts', async () => {
        const english = await fixture().gateway.latest(NEWS_MERCHANTS.en, LATEST);
        const french = await fixture().gateway.latest(NEWS_MERCHANTS.fr, LATEST);

        expect(french).toHaveLength(LATEST);
        expect(french.map((post) => post.title)).not.toEqual(english.map((post) => post.title));
      });

      it('is public: a stale stored token changes nothing', async () => {
        const anonymous = await fixture().gateway.latest(NEWS_MERCHANTS.fr, LATEST);
        fixture().tokens.save('stale-token');

        await expect(fixture().gateway.latest(NEWS_MERCHANTS.fr, LATEST)).resolves.toEqual(anonymous);
      });

      it('fails with ServerError when the server fails', async () => {
        await fixture().sandbox.failNext('news', 500);

        await expectGatewayError(fixture().gateway.latest(NEWS_MERCHANTS.en, LATEST), 'ServerError');
      });

      it('fails with NetworkError when no answer comes', async () => {
        await fixture().sandbox.failNext('news', 'network');

        await expectGatewayError(fixture().gateway.latest(NEWS_MERCHANTS.en, LATEST), 'NetworkError');
      });

      it('returns copies, not shared instances', async () => {
        const first = await fixture().gateway.latest(NEWS_MERCHANTS.en, LATEST);
        const original = structuredClone(first);
        first.forEach((post) => (post.title = 'changed by the caller'));
        first.pop();

        await expect(fixture().gateway.latest(NEWS_MERCHANTS.en, LATEST)).resolves.toEqual(original);
      });
    });
  });
}
