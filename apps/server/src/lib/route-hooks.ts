/** A route option's hooks as a list (Fastify takes one hook or a list), to add one in front. */
export const asArray = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
