import type { ScheduleKind } from '@om/api';
import type { ComponentType } from 'react';

export interface KindPageProps {
  kind: ScheduleKind;
}

/** A page of the engine configured for one kind, as the router loads it (no props). */
export function withKind(Page: ComponentType<KindPageProps>, kind: ScheduleKind): ComponentType {
  function KindPage() {
    return <Page kind={kind} />;
  }
  KindPage.displayName = `${kind}:${Page.displayName ?? Page.name}`;
  return KindPage;
}
