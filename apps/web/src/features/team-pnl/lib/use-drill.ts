import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TrailStep } from '../components/team-trail';
import { parseMemberId } from './paths';

type DrillState = { trail?: TrailStep[] } | null;

/**
 * The team P&L's drill-down in the address: ?parent=<id> lists that sub-agent's direct downlines
 * (the caller's without it), so the phone's back goes up a level; the trail of names travels in
 * the history entry's state. `levels(listedName, meName)` is the trail: the caller's team, the
 * sub-agents drilled into; opened afresh at a sub-agent (a reload, a shared link), the caller's
 * team (`meName`), then the sub-agent the answer names (`listedName`).
 */
export function useDrill() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const parentId = parseMemberId(params.get('parent'));
  const saved = (location.state as DrillState)?.trail;
  const levels = (listedName: string, meName: string): TrailStep[] =>
    parentId === undefined
      ? [{ customerId: undefined, customerName: listedName }]
      : saved && saved.at(-1)?.customerId === parentId
        ? saved
        : [
            { customerId: undefined, customerName: meName },
            { customerId: parentId, customerName: listedName },
          ];
  const go = (trail: TrailStep[]) => {
    const last = trail.at(-1)?.customerId;
    void navigate(
      { search: last === undefined ? '' : `?parent=${last}` },
      { state: { trail } satisfies DrillState },
    );
  };
  return {
    parentId,
    levels,
    down: (trail: readonly TrailStep[], step: TrailStep) => go([...trail, step]),
    up: (trail: readonly TrailStep[], depth: number) => go(trail.slice(0, depth + 1)),
  };
}
