import type { CodeSplittingGroup } from 'rolldown';

type ModuleInfoOf = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;

/**
 * One chunk, 'app', for every module the entry imports statically (react aside, in its own group
 * of higher priority). Left to automatic chunking, each module a lazy page shares with the first
 * load becomes a chunk of its own: the first load was 19 files, each a request on one of the
 * browser's six connections. A module only lazy pages import stays with them.
 */
export function firstLoadGroup(): CodeSplittingGroup {
  const known = new Map<string, boolean>();
  const isFirstLoad = (id: string, info: ModuleInfoOf): boolean => {
    const seen = known.get(id);
    if (seen !== undefined) return seen;
    known.set(id, false); // an import cycle back to here proves nothing
    const module = info(id);
    const result =
      module !== null &&
      module.importers.some(
        (importer) => info(importer)?.isEntry === true || isFirstLoad(importer, info),
      );
    known.set(id, result);
    return result;
  };
  return {
    name: (id, ctx) => (isFirstLoad(id, (other) => ctx.getModuleInfo(other)) ? 'app' : null),
  };
}
