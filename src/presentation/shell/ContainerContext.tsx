import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInstance needs a ContainerProvider above it');
  return container;
}

/** Views get instances from the container (classes look nothing up), on every render: for singletons. */
export function useInstance<T>(id: ServiceIdentifier<T>): T {
  return useContainer().get(id);
}

/** The presenter of one component's life, asked for when it mounts: for presenters bound transient. */
export function usePresenter<T>(id: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [presenter] = useState(() => container.get(id));
  return presenter;
}
