import { useGetIdentity } from '@refinedev/core';
import { mayOperator, type OperatorAccount, type OperatorPermission } from '@app/contracts';

/**
 * Whether the signed-in operator's role may make this kind of change (the server's own table,
 * packages/contracts): buttons they may not use are left out. The server refuses them anyway.
 */
export function useMay(permission: OperatorPermission): boolean {
  const { data: me } = useGetIdentity<OperatorAccount>();
  return me !== undefined && mayOperator(me.role, permission);
}
