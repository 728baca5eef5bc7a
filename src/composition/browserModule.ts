import { ContainerModule } from 'inversify';
import { LANGUAGE_STORE } from '../application/language/ports/LanguageStore';
import { WebStorageLanguageStore } from '../adapters/browser/WebStorageLanguageStore';

/** The browser-facing ports, over a Web Storage: local storage in the app, memory in Node. */
export function browserModule(storage: Storage): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(LANGUAGE_STORE).toConstantValue(new WebStorageLanguageStore(storage));
  });
}
