import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { toastStore } from '../../lib/toast-store';

type ToasterModule = typeof import('./toaster');

let loading: Promise<ToasterModule> | undefined;
let loaded: ComponentType | undefined;

/**
 * Starts loading the viewport before any toast: screens that fetch are the ones that toast,
 * and a toast raised just before a redirect (the signed-out visit to /dashboard, 500 ms)
 * must not wait for its code.
 */
export function preloadToaster(): Promise<ToasterModule> {
  loading ??= import('./toaster').then((module) => {
    loaded = module.Toaster;
    return module;
  });
  return loading;
}

// Set by the first toast and never cleared: once shown, the viewport stays, so later toasts
// show at once and closing ones can animate out.
let toasted = false;
const hasToasted = () => {
  if (!toasted && toastStore.getSnapshot().toasts.length > 0) toasted = true;
  return toasted;
};
const notBeforeHydration = () => false;

/**
 * The toast viewport (Radix) loads with the first toast, not with the page (issue 15): a
 * visitor reading the landing page never raises one. Not React.lazy: a lazy component shows
 * up to 300 ms after its code is there (React paces revealed Suspense content), longer than
 * a toast before a redirect lasts; a preloaded viewport renders with the toast itself.
 */
export function LazyToaster() {
  const needed = useSyncExternalStore(toastStore.subscribe, hasToasted, notBeforeHydration);
  const [Toaster, setToaster] = useState<ComponentType | undefined>(() => loaded);
  const ready = Toaster ?? (needed ? loaded : undefined);
  useEffect(() => {
    if (!needed || ready) return;
    let current = true;
    void preloadToaster().then((module) => {
      if (current) setToaster(() => module.Toaster);
    });
    return () => {
      current = false;
    };
  }, [needed, ready]);
  if (!needed || !ready) return null;
  const Viewport = ready;
  return <Viewport />;
}
