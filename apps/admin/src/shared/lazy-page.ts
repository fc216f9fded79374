import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page's named export, loaded when the page is first shown:
 * `lazyPage(() => import('@/resources/audit/list'), 'AuditList')`.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
