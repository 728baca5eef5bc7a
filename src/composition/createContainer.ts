import { Container } from 'inversify';
import { BACKEND_MODE, type BackendMode } from '../application/config/BackendMode';
import { MemoryStorage } from '../adapters/browser/MemoryStorage';
import { baseModule } from './baseModule';
import { browserModule } from './browserModule';

export interface ContainerOptions {
  /** The Web Storage behind token, language and newOrder; defaults to memory (Node, tests). */
  storage?: Storage;
}

/**
 * The composition root: the only place that names concrete adapters. The app, Jest and
 * Cucumber all build their container here, so what a test seeds is what the app reads.
 */
export function createContainer(mode: BackendMode, options: ContainerOptions = {}): Container {
  const container = new Container();
  container.bind(BACKEND_MODE).toConstantValue(mode);
  container.load(baseModule, browserModule(options.storage ?? new MemoryStorage()));
  return container;
}
