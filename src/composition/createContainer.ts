import type { Container } from 'inversify';
import type { BackendMode } from '../application/config/BackendMode';
import { containerWith, type ContainerOptions } from './containerWith';
import { backend as httpBackend } from './httpBackend';
import { backend as sandboxBackend } from './sandboxBackend';

/**
 * The composition root: the only place, with the backends it names, that knows concrete adapters.
 * Jest, Cucumber and the build's prerender build their container here, in either mode, so what a test
 * seeds is what the app reads. The browser's app names its one backend at build time (startApp.tsx),
 * so a build carries the adapters of its own mode only.
 */
export function createContainer(mode: BackendMode, options: ContainerOptions = {}): Container {
  return containerWith(mode === 'http' ? httpBackend : sandboxBackend, options);
}
