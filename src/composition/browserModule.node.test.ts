import { Container } from 'inversify';
import { STATEMENT_FILE } from '../application/cards/ports/StatementFile';
import { TOKEN_SYNC } from '../application/session/ports/TokenSync';
import { MemoryStorage } from '../adapters/browser/MemoryStorage';
import { browserModule } from './browserModule';

describe('browserModule in Node, where no window exists', () => {
  it('binds a token sync that can be subscribed to and never fires', () => {
    const container = new Container();
    container.load(browserModule(new MemoryStorage()));
    const onChange = jest.fn();
    const unsubscribe = container.get(TOKEN_SYNC).subscribe(onChange);
    unsubscribe();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses to download a statement, which needs a page or a saveFile', async () => {
    const container = new Container();
    container.load(browserModule(new MemoryStorage()));
    await expect(
      container
        .get(STATEMENT_FILE)
        .save({ fileName: 'statement-1234-2026-11-24.csv', delimiter: ',', header: [], rows: [] }),
    ).rejects.toThrow('No page to download statement-1234-2026-11-24.csv to');
  });
});
