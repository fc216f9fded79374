/** One node of the white-label tree the server publishes at /wps/system/whitelabel. */
export type WhitelabelNode = {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
};
/** A flattened tree: module id → effective on/off. */
export type WhitelabelFlags = Record<string, boolean>;

/**
 * Flattens the tree once into a map. A module is on only when it and every ancestor are on, so
 * switching a group off switches its whole branch off without touching the children's own values.
 */
export function flattenWhitelabel(
  tree: readonly WhitelabelNode[],
  parentOn = true,
): WhitelabelFlags {
  const flags: WhitelabelFlags = {};
  for (const node of tree) {
    const on = parentOn && node.enabled;
    flags[node.modId] = on;
    Object.assign(flags, flattenWhitelabel(node.childrenNodes, on));
  }
  return flags;
}
