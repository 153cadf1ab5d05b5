import type { ComponentType } from 'react';

/** What a popup page receives: its params and the stack's controls. */
export interface PopupPageProps {
  params: Record<string, string>;
}

const registry = new Map<string, ComponentType<PopupPageProps>>();

/** Makes a component openable as popup page `name` (PopupStore.push({ name })). */
export function registerPopupPage(name: string, component: ComponentType<PopupPageProps>): void {
  registry.set(name, component);
}

export function popupPageComponent(name: string): ComponentType<PopupPageProps> | undefined {
  return registry.get(name);
}
