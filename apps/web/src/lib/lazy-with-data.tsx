import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `React.lazy` for a signed-in piece of a shared screen (the header's sign-out, the home
 * page's dashboards): the component and the data layer load together, on first render.
 */
export function lazyWithData<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [Component, { DataProvider }] = await Promise.all([load(), import('./data-provider')]);
    function WithData(props: P) {
      return (
        <DataProvider>
          <Component {...props} />
        </DataProvider>
      );
    }
    return { default: WithData };
  });
}
